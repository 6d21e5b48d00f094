import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignProducts, discountCampaigns, products, skus } from '#src/db/schema.ts';
import { useTestApi } from './suite.ts';

const { db, data } = useTestApi();

interface BuyingProduct {
  productId: number;
  alias: string;
  stockStatus: string;
  deliversNow: boolean;
  expectedRestock: string | null;
  maxQuantity: number;
  totalStock: { totalStock: number; incoming: string | null };
  skus: { skuId: number; name: string; maxQuantity: number; stock: { totalStock: number } }[];
  sizes: { skuId: number; name: string }[];
  sizeRequired: boolean;
  discountCampaigns: { alias: string; name: string; hideTitle: boolean }[];
  visibleCampaign: { alias: string; name: string; hideTitle: boolean } | null;
  colourVariants: { alias: string; dimension: string; value: string; productId: number }[];
  colourLabel: string | null;
  variantGroup: { variants: { alias: string; dimension: string }[] } | null;
}

const FIELDS = `
  productId alias stockStatus deliversNow expectedRestock maxQuantity totalStock { totalStock incoming }
  skus { skuId name maxQuantity stock { totalStock } }
  sizes { skuId name } sizeRequired
  discountCampaigns { alias name hideTitle } visibleCampaign { alias name hideTitle }
  colourVariants { alias dimension value productId } colourLabel
  variantGroup { variants { alias dimension } }
`;
const PRODUCT = `query ($alias: String!, $languageId: String) { product(alias: $alias, languageId: $languageId) { ${FIELDS} } }`;
const LIST = `query { products(take: 100) { products { ${FIELDS} } } }`;

const product = async (alias: string, languageId = 'sv-SE') =>
  (await data<{ product: BuyingProduct }>(PRODUCT, { alias, languageId })).product;
const list = async () => (await data<{ products: { products: BuyingProduct[] } }>(LIST)).products.products;
const aliasWhere = async (where: ReturnType<typeof sql>) =>
  (await db().select({ alias: products.alias }).from(products).where(where).orderBy(products.id).limit(1))[0]
    ?.alias as string;

describe('delivery and quantity', () => {
  it('delivers now exactly when the status is in stock, few left or always available', async () => {
    const all = await list();
    for (const p of all) {
      expect(p.deliversNow, p.alias).toBe(['IN_STOCK', 'FEW_LEFT', 'STATIC'].includes(p.stockStatus));
    }
    expect(all.some((p) => p.deliversNow)).toBe(true);
    expect(all.some((p) => !p.deliversNow)).toBe(true);
  });

  it('caps one add at all stock together and at 99, per product and per size', async () => {
    for (const p of await list()) {
      expect(p.maxQuantity, p.alias).toBe(Math.min(99, p.totalStock.totalStock));
      for (const sku of p.skus) expect(sku.maxQuantity).toBe(Math.min(99, sku.stock.totalStock));
    }
    const alias = await aliasWhere(sql`true`);
    const [row] = await db().select({ id: products.id }).from(products).where(eq(products.alias, alias));
    const id = row?.id as number;
    await db().update(skus).set({ inStock: 5000, oversellable: 0, static: 0 }).where(eq(skus.productId, id));
    expect((await product(alias)).maxQuantity).toBe(99);
    await db().update(skus).set({ inStock: 0, oversellable: 0, static: 0 }).where(eq(skus.productId, id));
    const soldOut = await product(alias);
    expect(soldOut.maxQuantity).toBe(0);
    expect(soldOut.deliversNow).toBe(false);
    await db().update(skus).set({ incoming: '2031-05-02' }).where(eq(skus.productId, id));
    expect((await product(alias)).expectedRestock).toBe('2031-05-02');
    await db().update(skus).set({ inStock: 0, oversellable: 7 }).where(eq(skus.productId, id));
    const supplier = await product(alias);
    expect(supplier.maxQuantity).toBe(Math.min(99, 7 * supplier.skus.length));
    expect(supplier.deliversNow).toBe(false);
    expect(supplier.expectedRestock).toBeNull();
  });
});

describe('sizes', () => {
  it('answers the named SKUs as sizes, and requires one to be chosen', async () => {
    const p = await product(
      await aliasWhere(
        sql`exists (select 1 from ${skus} s where s.product_id = ${products.id} and s.name <> '')`,
      ),
    );
    expect(p.sizeRequired).toBe(true);
    expect(p.sizes.length).toBeGreaterThan(1);
    expect(p.sizes).toEqual(p.skus.map(({ skuId, name }) => ({ skuId, name })));
    expect(p.sizes.every((s) => s.name !== '')).toBe(true);
  });

  it('answers no sizes for a product sold without them', async () => {
    const p = await product(
      await aliasWhere(
        sql`not exists (select 1 from ${skus} s where s.product_id = ${products.id} and s.name <> '')`,
      ),
    );
    expect(p.skus).toHaveLength(1);
    expect(p.sizes).toEqual([]);
    expect(p.sizeRequired).toBe(false);
  });
});

describe('visible campaign', () => {
  it('is the first campaign whose title is shown, or null', async () => {
    const all = await list();
    for (const p of all) {
      const shown = p.discountCampaigns.find((c) => !c.hideTitle) ?? null;
      expect(p.visibleCampaign, p.alias).toEqual(shown);
    }
    expect(all.some((p) => p.visibleCampaign !== null)).toBe(true);
  });

  it('is null once every campaign of the product hides its title', async () => {
    const p = (await list()).find((x) => x.visibleCampaign !== null) as BuyingProduct;
    const ids = (
      await db()
        .select({ id: campaignProducts.campaignId })
        .from(campaignProducts)
        .where(eq(campaignProducts.productId, p.productId))
    ).map((r) => r.id);
    await db().update(discountCampaigns).set({ hideTitle: true }).where(inArray(discountCampaigns.id, ids));
    const hidden = await product(p.alias);
    expect(hidden.discountCampaigns.length).toBeGreaterThan(0);
    expect(hidden.visibleCampaign).toBeNull();
    await db().update(discountCampaigns).set({ hideTitle: false }).where(inArray(discountCampaigns.id, ids));
  });
});

describe('colour variants', () => {
  it("answers the group's colours with the colour choice's name in the request language", async () => {
    const alias = await aliasWhere(isNotNull(products.variantGroup));
    const p = await product(alias);
    expect(p.colourVariants.length).toBeGreaterThan(1);
    expect(p.colourVariants.every((v) => v.dimension === 'Color')).toBe(true);
    expect(p.colourVariants.map((v) => v.alias)).toEqual(p.variantGroup?.variants.map((v) => v.alias));
    expect(p.colourVariants.some((v) => v.productId === p.productId)).toBe(true);
    expect(p.colourLabel).toBe('Färg');
    expect((await product(alias, 'en-GB')).colourLabel).not.toBe('Färg');
  });

  it('answers no colours for a product outside a variant group', async () => {
    const p = await product(await aliasWhere(sql`${products.variantGroup} is null`));
    expect(p.colourVariants).toEqual([]);
    expect(p.colourLabel).toBeNull();
  });
});
