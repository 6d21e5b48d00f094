import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  brands,
  campaignProducts,
  categories,
  discountCampaigns,
  parameters,
  prices,
  productParameters,
  products,
  productTexts,
  skus,
} from '#src/db/schema.ts';

/** Every row the facet index is built from, read at once. */
export async function loadCatalogRows(db: Database) {
  const [
    productRows,
    priceRows,
    skuRows,
    campaignRows,
    membershipRows,
    parameterRows,
    valueRows,
    nameRows,
    categoryRows,
    brandRows,
  ] = await Promise.all([
    db
      .select({
        id: products.id,
        categoryId: products.primaryCategoryId,
        brandId: products.brandId,
        createdAt: products.createdAt,
        soldCount: products.soldCount,
        articleNumber: products.articleNumber,
      })
      .from(products)
      .orderBy(asc(products.id)),
    // An unpublished product is in the index, priced in no market: no list shows it (ADR 73).
    db
      .select({ productId: prices.productId, marketId: prices.marketId, selling: prices.sellingIncVat })
      .from(prices)
      .innerJoin(products, and(eq(products.id, prices.productId), eq(products.published, true))),
    db.select({ productId: skus.productId, name: skus.name }).from(skus).orderBy(asc(skus.productId)),
    db.select().from(discountCampaigns),
    db.select().from(campaignProducts),
    db.select().from(parameters),
    db
      .select({
        productId: productParameters.productId,
        parameterId: productParameters.parameterId,
        value: productParameters.value,
      })
      .from(productParameters)
      .orderBy(asc(productParameters.productId)),
    db
      .select({
        productId: productTexts.productId,
        languageCode: productTexts.languageCode,
        name: productTexts.name,
      })
      .from(productTexts),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(brands),
  ]);
  return {
    productRows,
    priceRows,
    skuRows,
    campaignRows,
    membershipRows,
    parameterRows,
    valueRows,
    nameRows,
    categoryRows,
    brandRows,
  };
}

export type CatalogRows = Awaited<ReturnType<typeof loadCatalogRows>>;
