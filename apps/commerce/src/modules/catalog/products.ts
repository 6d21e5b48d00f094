import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { prices, productFormerAliases, products, productTexts } from '#src/db/schema.ts';
import type { Scope } from '#src/modules/channels/index.ts';
import type { PriceRow } from '#src/modules/pricing/index.ts';

export const RELATIONS = ['RELATED'] as const;
export type Relation = (typeof RELATIONS)[number];

/** A product as read in one market and language. */
export interface ProductRecord {
  id: number;
  /** The product's alias, the same in every language: what the API's arguments name it by. */
  alias: string;
  /** Its address's last segment in the scope's language: its own there, else `alias` (ADR 71). */
  languageAlias: string;
  articleNumber: string;
  brandId: number;
  primaryCategoryId: number;
  variantGroup: string | null;
  discontinued: boolean;
  createdAt: Date;
  name: string;
  text1: string;
  text2: string;
  text3: string;
  metaTitle: string;
  metaDescription: string;
  price: PriceRow;
  scope: Scope;
  /** How the product relates to the one relatedProducts was asked about; absent elsewhere. */
  relation?: Relation;
}

const productColumns = {
  id: products.id,
  alias: products.alias,
  languageAlias: sql<string>`coalesce(${productTexts.alias}, ${products.alias})`,
  articleNumber: products.articleNumber,
  brandId: products.brandId,
  primaryCategoryId: products.primaryCategoryId,
  variantGroup: products.variantGroup,
  discontinued: products.discontinued,
  createdAt: products.createdAt,
  name: productTexts.name,
  text1: productTexts.text1,
  text2: productTexts.text2,
  text3: productTexts.text3,
  metaTitle: productTexts.metaTitle,
  metaDescription: productTexts.metaDescription,
  regularIncVat: prices.regularIncVat,
  regularExVat: prices.regularExVat,
  sellingIncVat: prices.sellingIncVat,
  sellingExVat: prices.sellingExVat,
};

function toRecord(row: Omit<ProductRecord, 'price' | 'scope'> & PriceRow, scope: Scope): ProductRecord {
  const { regularIncVat, regularExVat, sellingIncVat, sellingExVat, ...rest } = row;
  return { ...rest, price: { regularIncVat, regularExVat, sellingIncVat, sellingExVat }, scope };
}

/** Products joined with their texts in the scope's language and their price in the scope's market. */
function selectProducts(db: Database, scope: Scope) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.languageCode, scope.language.code)),
    )
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.marketId, scope.market.id)))
    .$dynamic();
}
/**
 * The product an alias names, in this order: its alias in the scope's language, the product's own
 * alias, its alias in another language, an alias it had before. One query; `languageAlias` of the
 * answer tells the caller whether the alias asked for is the address to show (ADR 71). Null for
 * an unpublished product.
 */
export async function getProduct(db: Database, scope: Scope, alias: string): Promise<ProductRecord | null> {
  const named = sql`coalesce(
    (select product_id from ${productTexts} where alias = ${alias} and language_code = ${scope.language.code}),
    (select id from ${products} where alias = ${alias}),
    (select product_id from ${productTexts} where alias = ${alias} order by language_code limit 1),
    (select product_id from ${productFormerAliases} where alias = ${alias}))`;
  // An unpublished product has no page (ADR 73).
  const [row] = await selectProducts(db, scope).where(
    and(eq(products.id, named), eq(products.published, true)),
  );
  return row ? toRecord(row, scope) : null;
}

/** Products by id in the scope's language and market, in the order of `ids`; missing ones left out. */
export async function getProductsByIds(
  db: Database,
  scope: Scope,
  ids: readonly number[],
): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db, scope).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRecord(row, scope)] : [];
  });
}
