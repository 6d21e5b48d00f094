import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageFormerAliases, contentPages, productFormerAliases } from '#src/db/schema.ts';
import { slugOf } from '#src/modules/channels/index.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await api.graphql<T>(query, variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

interface Addressed {
  alias: string;
  canonicalUrl: string;
  alternates: { languageCode: string; canonicalUrl: string }[];
}

const PRODUCT = `query ($alias: String!, $languageId: String, $marketId: String) {
  product(alias: $alias, languageId: $languageId, marketId: $marketId) {
    productId alias name canonicalUrl alternates { languageCode canonicalUrl }
  }
}`;

const productBy = async (alias: string, languageId: string, marketId = 'eu') =>
  (
    await data<{ product: (Addressed & { productId: number; name: string }) | null }>(PRODUCT, {
      alias,
      languageId,
      marketId,
    })
  ).product;

const lastSegment = (url: string | undefined) => url?.split('/').at(-1) ?? '';

/** A product whose English and Danish names differ from its Swedish one, as most of the catalog's do. */
async function translatedProduct() {
  const { products } = await data<{
    products: { products: (Addressed & { productId: number; name: string })[] };
  }>(
    '{ products(marketId: "eu", languageId: "en-GB", take: 20) { products { productId name alias canonicalUrl alternates { languageCode canonicalUrl } } } }',
  );
  const found = products.products.find((p) => {
    const da = p.alternates.find((a) => a.languageCode === 'da')?.canonicalUrl;
    return p.canonicalUrl !== `/p/${p.alias}` && da && da !== p.canonicalUrl && da !== `/p/${p.alias}`;
  });
  if (!found) throw new Error('No product with English and Danish aliases of its own');
  const url = (code: string) => found.alternates.find((a) => a.languageCode === code)?.canonicalUrl;
  return { ...found, en: lastSegment(url('en')), da: lastSegment(url('da')) };
}

describe('a product in each language', () => {
  it('has an address in each language, its own where its name differs and the Swedish alias where not', async () => {
    const product = await translatedProduct();
    expect(product.alternates.map((a) => a.languageCode)).toEqual(['sv', 'da', 'en', 'fi', 'nb']);
    expect(product.alternates[0]?.canonicalUrl).toBe(`/p/${product.alias}`);
    expect(product.canonicalUrl).toBe(`/p/${product.en}`);
    expect(product.en).not.toBe(product.alias);
    // The English name as a slug, told apart by the product's id if another product had it first.
    expect([slugOf(product.name), `${slugOf(product.name)}-${product.productId}`]).toContain(product.en);
  });

  it('is found by its alias in the language asked, the Swedish alias, another language’s or a former one; canonicalUrl says which address to show', async () => {
    const product = await translatedProduct();
    const byOwn = await productBy(product.en, 'en-GB');
    expect(byOwn).toMatchObject({ alias: product.alias, canonicalUrl: `/p/${product.en}` });
    for (const other of [product.alias, product.da]) {
      expect(await productBy(other, 'en-GB')).toMatchObject({
        productId: byOwn?.productId,
        canonicalUrl: `/p/${product.en}`,
      });
    }
    // In Swedish the product's own alias is the address; the English one finds it too.
    expect(await productBy(product.en, 'sv-SE', 'se')).toMatchObject({ canonicalUrl: `/p/${product.alias}` });

    await api.database.db
      .insert(productFormerAliases)
      .values({ alias: 'an-old-address-of-a-product', productId: byOwn?.productId as number });
    expect(await productBy('an-old-address-of-a-product', 'da-DK', 'dk')).toMatchObject({
      productId: byOwn?.productId,
      canonicalUrl: `/p/${product.da}`,
    });
    expect(await productBy('no-such-address-at-all', 'en-GB')).toBeNull();
  });

  it('takes an alias its own language has before another language’s', async () => {
    const product = await translatedProduct();
    const other = (
      await data<{ productAliases: { aliases: { productId: number; alias: string }[] } }>(
        '{ productAliases(marketId: "eu", languageId: "en-GB", take: 2) { aliases { productId alias } } }',
      )
    ).productAliases.aliases.find((a) => a.productId !== product.productId);
    // Give another product the first one's English alias as its Finnish one.
    await api.database.db.execute(
      sql`update product_texts set alias = ${product.en} where product_id = ${other?.productId} and language_code = 'fi'`,
    );
    expect((await productBy(product.en, 'en-GB'))?.alias).toBe(product.alias);
    expect((await productBy(product.en, 'fi-FI', 'fi'))?.alias).toBe(other?.alias);
    await api.database.db.execute(
      sql`update product_texts set alias = null where product_id = ${other?.productId} and language_code = 'fi'`,
    );
  });

  it('refuses an alias twice in one language', async () => {
    const product = await translatedProduct();
    const taken = api.database.db.execute(
      sql`update product_texts set alias = ${product.en} where language_code = 'en' and alias <> ${product.en} and product_id = (select min(product_id) from product_texts where language_code = 'en' and alias <> ${product.en})`,
    );
    const refused = await taken.then(
      () => null,
      (error: Error) => error,
    );
    expect(String(refused?.cause)).toMatch(/product_texts_alias_idx/);
  });

  it('links its related products, colours and sitemap entry by the language’s aliases', async () => {
    const product = await translatedProduct();
    const { relatedProducts } = await data<{ relatedProducts: Addressed[] }>(
      'query ($alias: String!) { relatedProducts(alias: $alias, languageId: "en-GB", marketId: "eu") { alias canonicalUrl alternates { languageCode canonicalUrl } } }',
      { alias: product.en },
    );
    expect(relatedProducts.length).toBeGreaterThan(0);
    for (const related of relatedProducts) {
      expect(related.canonicalUrl).toBe(
        related.alternates.find((a) => a.languageCode === 'en')?.canonicalUrl,
      );
    }
    const { products } = await data<{
      products: { products: { colourVariants: { alias: string; canonicalUrl: string }[] }[] };
    }>(
      '{ products(marketId: "eu", languageId: "en-GB", take: 100) { products { colourVariants { alias canonicalUrl } } } }',
    );
    const colours = products.products.find((p) => p.colourVariants.length > 1)?.colourVariants ?? [];
    expect(colours.length).toBeGreaterThan(1);
    for (const colour of colours) {
      expect((await productBy(colour.alias, 'en-GB'))?.canonicalUrl).toBe(colour.canonicalUrl);
      expect(colour.canonicalUrl).not.toBe(`/p/${colour.alias}`);
    }
    const { productAliases } = await data<{ productAliases: { aliases: Addressed[] } }>(
      '{ productAliases(marketId: "eu", languageId: "en-GB", take: 10000) { aliases { alias canonicalUrl alternates { languageCode canonicalUrl } } } }',
    );
    const entry = productAliases.aliases.find((a) => a.alias === product.alias);
    expect(entry).toMatchObject({ canonicalUrl: product.canonicalUrl, alternates: product.alternates });
  });
});

describe('a content page in each language', () => {
  const PAGE = `query ($alias: String!, $languageId: String, $marketId: String) {
    contentPage(alias: $alias, languageId: $languageId, marketId: $marketId) {
      alias title canonicalUrl alternates { languageCode canonicalUrl }
    }
    widgetArea(family: "Content", areaName: "main", alias: $alias, languageId: $languageId, marketId: $marketId) {
      meta { title } containers { widgets { configuration } }
    }
  }`;
  const pageBy = (alias: string, languageId = 'en-GB', marketId = 'eu') =>
    data<{
      contentPage: (Addressed & { title: string }) | null;
      widgetArea: { meta: { title: string }; containers: { widgets: { configuration: string }[] }[] } | null;
    }>(PAGE, { alias, languageId, marketId });

  it('lives at its title’s slug in each language whose title differs from the Swedish one', async () => {
    const { contentPage } = await pageBy('om-oss');
    expect(contentPage).toMatchObject({ alias: 'om-oss', title: 'About us', canonicalUrl: '/about-us' });
    expect(contentPage?.alternates).toEqual([
      { languageCode: 'sv', canonicalUrl: '/om-oss' },
      { languageCode: 'da', canonicalUrl: '/om-os' },
      { languageCode: 'en', canonicalUrl: '/about-us' },
      { languageCode: 'fi', canonicalUrl: '/meista' },
      // Norwegian calls it what Swedish does: the same address.
      { languageCode: 'nb', canonicalUrl: '/om-oss' },
    ]);
  });

  it('is found, with its widgets, by any of its aliases or a former one', async () => {
    const own = await pageBy('about-us');
    expect(own.widgetArea?.containers.length).toBeGreaterThan(0);
    const [page] = await api.database.db
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(eq(contentPages.alias, 'om-oss'));
    await api.database.db
      .insert(contentPageFormerAliases)
      .values({ alias: 'who-we-are', pageId: page?.id as number });
    for (const alias of ['om-oss', 'om-os', 'meista', 'who-we-are']) {
      const found = await pageBy(alias);
      expect(found.contentPage?.canonicalUrl, alias).toBe('/about-us');
      expect(found.widgetArea, alias).toEqual(own.widgetArea);
    }
    expect((await pageBy('about-us', 'da-DK', 'dk')).contentPage?.canonicalUrl).toBe('/om-os');
    expect((await pageBy('no-such-page')).contentPage).toBeNull();
  });

  it('is listed, and linked from the footer, by its address in the language', async () => {
    const { contentPages, getMenuAtLocation } = await data<{
      contentPages: { alias: string; canonicalUrl: string }[];
      getMenuAtLocation: { menuItems: { canonicalUrl: string }[] };
    }>(
      `{ contentPages(languageId: "fi-FI", marketId: "fi") { alias canonicalUrl }
         getMenuAtLocation(menuLocationId: "footer-first", languageId: "fi-FI", marketId: "fi") { menuItems { canonicalUrl } } }`,
    );
    expect(contentPages.find((p) => p.alias === 'om-oss')?.canonicalUrl).toBe('/meista');
    const footer = getMenuAtLocation.menuItems.map((i) => i.canonicalUrl);
    for (const page of contentPages) expect(footer).toContain(page.canonicalUrl);
  });
});
