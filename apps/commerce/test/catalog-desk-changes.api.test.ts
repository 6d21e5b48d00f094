import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prices, productFormerAliases, products } from '#src/db/schema.ts';
import { CART_DOCUMENTS, cartClient } from './cart-client.ts';
import {
  CATALOG_DESK,
  inputOf,
  productAudit,
  seededProduct,
  someBrandAndCategory,
  textRow,
} from './catalog-desk-client.ts';
import { deskClient } from './customer-desk-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

/** The cache tags the API expired, as the storefronts are told them. */
const expired: string[][] = [];
const suite = useTestApi({
  products: 60,
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});
const { api, db, data } = suite;
const base = () => api().url;

let token = '';
beforeAll(async () => {
  token = await signInAs(base(), (await insertStaffMember(db(), 'catalog')).email);
});
const asEditor = deskClient(base, () => token);

const SHOP_PRODUCT = `query ($alias: String!, $languageId: String) {
  product(alias: $alias, marketId: "se", languageId: $languageId) { productId name canonicalUrl }
}`;
type ShopProduct = { productId: number; name: string; canonicalUrl: string } | null;
/** The product as the storefront asks for it: by an address's alias, in a language. */
const shopProduct = async (alias: string, languageId = 'sv-SE') =>
  (await data<{ product: ShopProduct }>(SHOP_PRODUCT, { alias, languageId })).product;
const shopSearch = async (searchText: string) =>
  (
    await data<{ products: { count: number; products: { productId: number; name: string }[] } }>(
      'query ($searchText: String) { products(marketId: "se", languageId: "sv-SE", take: 50, filter: { searchText: $searchText }) { count products { productId name } } }',
      { searchText },
    )
  ).products;

type Change = {
  // biome-ignore lint/suspicious/noExplicitAny: the desk's answers are untyped JSON here
  product: any;
  refusal: string | null;
  problems: { field: string; languageCode: string | null; code: string }[];
};
const change = async (document: string, variables: Record<string, unknown>) => {
  const answer = await asEditor<Change>(document, variables);
  expect(answer.code).toBeUndefined();
  return answer.data as Change;
};

describe('a new product', () => {
  it('is made unpublished, its alias made from its Swedish name, languages left empty showing the Swedish texts', async () => {
    const { brandId, categoryId } = await someBrandAndCategory(db());
    const made = await change(CATALOG_DESK.create, {
      input: {
        articleNumber: 'DESK-1001',
        brandId,
        categoryId,
        texts: [
          { languageCode: 'sv', name: 'Åkgräsklippare Ödla 42', description: 'Rad ett.\nRad två.' },
          { languageCode: 'en', name: 'Ride-on mower Lizard 42', alias: 'ride-on-mower-lizard-42' },
        ],
      },
    });
    expect(made.refusal).toBeNull();
    const { product } = made;
    expect(product).toMatchObject({
      alias: 'akgrasklippare-odla-42',
      published: false,
      articleNumber: 'DESK-1001',
    });
    const en = product.texts.find((t: { languageCode: string }) => t.languageCode === 'en');
    const da = product.texts.find((t: { languageCode: string }) => t.languageCode === 'da');
    expect(en).toMatchObject({
      name: 'Ride-on mower Lizard 42',
      alias: 'ride-on-mower-lizard-42',
      translated: true,
    });
    expect(da).toMatchObject({ name: '', translated: false, alias: null });
    // The shop would show the Swedish texts in Danish; the desk says the language is empty.
    expect(await textRow(db(), product.id, 'da')).toMatchObject({
      name: 'Åkgräsklippare Ödla 42',
      translated: false,
    });
    expect(product.publishProblems).toEqual([{ field: 'PRICE', languageCode: null, code: 'NO_PRICE' }]);
    const [audit] = await productAudit(db(), product.id);
    expect(audit).toMatchObject({ action: 'product.create', staffId: expect.any(Number) });
    expect(await shopProduct('akgrasklippare-odla-42')).toBeNull();
  });

  it('is refused with each problem beside its field and language, and nothing is written', async () => {
    const before = (await db().select({ n: count() }).from(products))[0]?.n;
    const { categoryId } = await someBrandAndCategory(db());
    const taken = await seededProduct(db(), 3);
    const refused = await change(CATALOG_DESK.create, {
      input: {
        articleNumber: '',
        brandId: 999_999,
        categoryId,
        texts: [
          { languageCode: 'sv', name: 'Ny', alias: taken.alias },
          { languageCode: 'da', alias: 'Inte En Alias' },
          { languageCode: 'en', description: 'A description without a name' },
          { languageCode: 'fi', name: 'x'.repeat(201) },
        ],
      },
    });
    expect(refused.product).toBeNull();
    expect(refused.refusal).toBe('INVALID_PRODUCT');
    expect(refused.problems.map((p) => [p.field, p.languageCode, p.code])).toEqual(
      expect.arrayContaining([
        ['ARTICLE_NUMBER', null, 'REQUIRED'],
        ['BRAND', null, 'UNKNOWN'],
        ['ALIAS', 'sv', 'TAKEN'],
        ['ALIAS', 'da', 'INVALID'],
        ['NAME', 'da', 'REQUIRED'],
        ['NAME', 'en', 'REQUIRED'],
        ['NAME', 'fi', 'TOO_LONG'],
      ]),
    );
    expect(refused.problems).toHaveLength(7);
    expect((await db().select({ n: count() }).from(products))[0]?.n).toBe(before);
  });
});

describe('publishing', () => {
  it('needs a Swedish name and a price; published, the shop shows its page at once and its lists soon after', async () => {
    const { brandId, categoryId } = await someBrandAndCategory(db());
    const draft = (
      await change(CATALOG_DESK.create, {
        input: {
          articleNumber: 'DESK-2002',
          brandId,
          categoryId,
          texts: [{ languageCode: 'da', name: 'Kun dansk' }],
        },
      })
    ).product;
    const refused = await change(CATALOG_DESK.publish, { id: draft.id });
    expect(refused.refusal).toBe('INVALID_PRODUCT');
    expect(refused.problems.map((p) => [p.field, p.languageCode, p.code])).toEqual([
      ['NAME', 'sv', 'REQUIRED'],
      ['PRICE', null, 'NO_PRICE'],
    ]);
    expect((await productAudit(db(), draft.id)).map((a) => a.action)).toEqual(['product.create']);

    // Named and priced (prices are set at their own desk), it is published.
    const named = await change(CATALOG_DESK.update, {
      id: draft.id,
      input: { ...inputOf(draft), texts: [{ languageCode: 'sv', name: 'Vedklyv Desk 7 ton' }] },
    });
    expect(named.product.alias).toBe('vedklyv-desk-7-ton');
    await db().insert(prices).values({
      productId: draft.id,
      marketId: 1,
      regularIncVat: 499_00,
      regularExVat: 399_20,
      sellingIncVat: 499_00,
      sellingExVat: 399_20,
      vatRateBp: 2500,
    });
    expired.length = 0;
    const published = await change(CATALOG_DESK.publish, { id: draft.id });
    expect(published.product).toMatchObject({ published: true, publishProblems: [] });
    expect(expired.flat()).toEqual(expect.arrayContaining(['catalog', 'product:vedklyv-desk-7-ton']));
    expect(await shopProduct('vedklyv-desk-7-ton')).toMatchObject({
      productId: draft.id,
      name: 'Vedklyv Desk 7 ton',
    });
    // A product new to the lists shows in them once the index is built again, soon after.
    await expect
      .poll(async () => (await shopSearch('vedklyv desk')).products.map((p) => p.productId), {
        timeout: 30_000,
      })
      .toContain(draft.id);

    // Made with a SKU of its own article number, which a cart takes.
    expect(published.product.skus).toEqual([
      expect.objectContaining({ articleNumber: 'DESK-2002', inStock: 0 }),
    ]);
  });

  it('unpublished, the page answers none, lists and search leave it out at once and no cart takes it; published again, all is back', async () => {
    const cart = cartClient(suite);
    const sku = await cart.skuWithStock(5);
    const [row] = await db().select().from(products).where(eq(products.id, sku.productId));
    const alias = row?.alias as string;
    const name = (await shopProduct(alias))?.name as string;
    expect((await shopSearch(name)).products.map((p) => p.productId)).toContain(sku.productId);
    expired.length = 0;
    const unpublished = await change(CATALOG_DESK.unpublish, { id: sku.productId });
    expect(unpublished.product.published).toBe(false);
    expect(expired.flat()).toEqual(expect.arrayContaining(['catalog', `product:${alias}`]));
    expect(await shopProduct(alias)).toBeNull();
    // Lists leave it out at once: the index is told, not rebuilt.
    expect((await shopSearch(name)).products.map((p) => p.productId)).not.toContain(sku.productId);
    const { id } = await cart.newCart();
    const refusal = await cart.refused(CART_DOCUMENTS.add, { id, item: { skuId: sku.id, quantity: 1 } });
    expect(refusal.extensions.code).toBe('NOT_SOLD_IN_MARKET');
    // Unpublishing it again changes nothing and writes no row.
    await change(CATALOG_DESK.unpublish, { id: sku.productId });
    expect((await productAudit(db(), sku.productId)).map((a) => a.action)).toEqual(['product.unpublish']);

    await change(CATALOG_DESK.publish, { id: sku.productId });
    expect(await shopProduct(alias)).toMatchObject({ productId: sku.productId });
    expect((await shopSearch(name)).products.map((p) => p.productId)).toContain(sku.productId);
    expect((await cart.add(id, sku.id, 1)).items.map((i) => i.skuId)).toEqual([sku.id]);
  });
});

describe('changing a product', () => {
  it('shows the new name in the shop at once, on its page and in a list that showed it before', async () => {
    const { id, alias } = await seededProduct(db(), 5);
    const before = (await asEditor(CATALOG_DESK.product, { id })).data;
    const term = (await shopProduct(alias))?.name ?? '';
    expect((await shopSearch(term)).products.map((p) => p.productId)).toContain(id);
    const texts = inputOf(before).texts.map((t) =>
      t.languageCode === 'sv' ? { ...t, name: `${t.name} Ny modell` } : t,
    );
    expired.length = 0;
    const changed = await change(CATALOG_DESK.update, { id, input: { ...inputOf(before), texts } });
    expect(changed.refusal).toBeNull();
    expect(expired.flat()).toContain('catalog');
    const name = `${texts.find((t) => t.languageCode === 'sv')?.name}`;
    expect(await shopProduct(alias)).toMatchObject({ name });
    const listed = (await shopSearch(term)).products.find((p) => p.productId === id);
    expect(listed?.name).toBe(name);
    const [audit] = await productAudit(db(), id);
    expect(audit).toMatchObject({
      action: 'product.update',
      before: { sv: { name: name.replace(' Ny modell', '') } },
      after: { sv: { name } },
    });
  });

  it('keeps a changed alias leading to the product: the shop answers the old one with the address now', async () => {
    const { id, alias } = await seededProduct(db(), 8);
    const before = (await asEditor(CATALOG_DESK.product, { id })).data;
    const english = before.texts.find((t: { languageCode: string }) => t.languageCode === 'en');
    const texts = inputOf(before).texts.map((t) =>
      t.languageCode === 'sv'
        ? { ...t, alias: `${alias}-ny` }
        : t.languageCode === 'en'
          ? { ...t, alias: 'desk-english-address' }
          : t,
    );
    const changed = await change(CATALOG_DESK.update, { id, input: { ...inputOf(before), texts } });
    expect(changed.product.alias).toBe(`${alias}-ny`);
    expect(changed.product.formerAliases).toEqual(expect.arrayContaining([alias]));
    // The storefront asks by the address it was given and redirects to canonicalUrl when it differs.
    expect(await shopProduct(alias)).toMatchObject({ productId: id, canonicalUrl: `/p/${alias}-ny` });
    expect(await shopProduct(`${alias}-ny`)).toMatchObject({ productId: id, canonicalUrl: `/p/${alias}-ny` });
    expect(await shopProduct('desk-english-address', 'en-GB')).toMatchObject({
      canonicalUrl: '/p/desk-english-address',
    });
    if (english?.alias) {
      expect(await shopProduct(english.alias, 'en-GB')).toMatchObject({
        productId: id,
        canonicalUrl: '/p/desk-english-address',
      });
    }
    // Taking the old alias back makes it its own again.
    const back = await change(CATALOG_DESK.update, {
      id,
      input: {
        ...inputOf(changed.product),
        texts: inputOf(changed.product).texts.map((t) => (t.languageCode === 'sv' ? { ...t, alias } : t)),
      },
    });
    expect(back.product.alias).toBe(alias);
    expect(back.product.formerAliases).toContain(`${alias}-ny`);
    expect(back.product.formerAliases).not.toContain(alias);
    expect(
      await db().select().from(productFormerAliases).where(eq(productFormerAliases.alias, alias)),
    ).toEqual([]);
  });

  it('refuses another product’s alias or article number, and a published product without its Swedish name', async () => {
    const { id } = await seededProduct(db(), 11);
    const other = await seededProduct(db(), 12);
    const [otherRow] = await db().select().from(products).where(eq(products.id, other.id));
    const before = (await asEditor(CATALOG_DESK.product, { id })).data;
    const input = inputOf(before);
    const withSwedish = (patch: Record<string, string>) =>
      input.texts.map((t) => (t.languageCode === 'sv' ? { ...t, ...patch } : t));
    const problemsOf = async (variables: Record<string, unknown>) =>
      (await change(CATALOG_DESK.update, { id, input: { ...input, ...variables } })).problems.map((p) => [
        p.field,
        p.languageCode,
        p.code,
      ]);
    expect(await problemsOf({ texts: withSwedish({ alias: other.alias }) })).toEqual([
      ['ALIAS', 'sv', 'TAKEN'],
    ]);
    expect(await problemsOf({ articleNumber: otherRow?.articleNumber })).toEqual([
      ['ARTICLE_NUMBER', null, 'TAKEN'],
    ]);
    expect(await problemsOf({ texts: withSwedish({ name: '  ' }) })).toEqual([['NAME', 'sv', 'REQUIRED']]);
    expect((await change(CATALOG_DESK.update, { id: 2_000_000_000, input })).refusal).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await asEditor(CATALOG_DESK.product, { id })).data).toEqual(before);
  });
});
