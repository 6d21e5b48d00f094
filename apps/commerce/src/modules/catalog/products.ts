import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  brands,
  campaignProducts,
  discountCampaigns,
  prices,
  productSearch,
  products,
  productTexts,
} from '#src/db/schema.ts';
import type { Scope } from '#src/modules/channels/index.ts';
import type { PriceRow } from '#src/modules/pricing/index.ts';
import { subtreeIds } from './categories.ts';
import type { CatalogLoaders } from './loaders.ts';
import { searchMatch } from './search.ts';

export const SORT_ORDERS = [
  'RELEVANCE',
  'LATEST',
  'MOST_SOLD',
  'PRICE',
  'PRICE_DESC',
  'ALPHABETICAL',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT = 'LATEST' satisfies SortOrder;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A product as read in one market and language. */
export interface ProductRecord {
  id: number;
  alias: string;
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
}

const productColumns = {
  id: products.id,
  alias: products.alias,
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

const orderBy: Record<Exclude<SortOrder, 'RELEVANCE'>, SQL[]> = {
  LATEST: [desc(products.createdAt), desc(products.id)],
  MOST_SOLD: [desc(products.soldCount), desc(products.id)],
  PRICE: [asc(prices.sellingIncVat), asc(products.id)],
  PRICE_DESC: [desc(prices.sellingIncVat), desc(products.id)],
  ALPHABETICAL: [asc(productTexts.name), asc(products.id)],
};

export interface ListArgs {
  skip: number;
  take: number;
  categoryAlias?: string | null;
  brandAlias?: string | null;
  discountCampaignAlias?: string | null;
  sort?: SortOrder | null;
  productIds?: readonly number[] | null;
  searchText?: string | null;
}

export async function listProducts(
  db: Database,
  loaders: CatalogLoaders,
  scope: Scope,
  args: ListArgs,
): Promise<{ products: ProductRecord[]; count: number }> {
  const conditions: SQL[] = [];
  if (args.categoryAlias) {
    const all = await loaders.categories();
    const category = all.find((c) => c.alias === args.categoryAlias);
    if (!category) return { products: [], count: 0 };
    conditions.push(inArray(products.primaryCategoryId, subtreeIds(category.id, all)));
  }
  if (args.brandAlias) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.alias, args.brandAlias));
    if (!brand) return { products: [], count: 0 };
    conditions.push(eq(products.brandId, brand.id));
  }
  if (args.discountCampaignAlias) {
    const inCampaign = db
      .select({ id: campaignProducts.productId })
      .from(campaignProducts)
      .innerJoin(discountCampaigns, eq(discountCampaigns.id, campaignProducts.campaignId))
      .where(eq(discountCampaigns.alias, args.discountCampaignAlias));
    conditions.push(inArray(products.id, inCampaign));
  }
  if (args.productIds) conditions.push(inArray(products.id, [...args.productIds]));
  const term = args.searchText?.trim();
  const search = term ? await searchMatch(db, term, scope.language.code) : undefined;
  if (search) conditions.push(search.where);
  const where = conditions.length ? and(...conditions) : undefined;
  const sort = args.sort ?? (search ? 'RELEVANCE' : DEFAULT_SORT);
  const ordering =
    sort === 'RELEVANCE'
      ? search
        ? [desc(search.relevance), desc(products.id)]
        : orderBy[DEFAULT_SORT]
      : orderBy[sort];

  const take = Math.min(Math.max(args.take, 0), MAX_PAGE_SIZE);
  const page = selectProducts(db, scope);
  const counted = db
    .select({ n: count() })
    .from(products)
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.marketId, scope.market.id)))
    .$dynamic();
  if (search) {
    page.innerJoin(productSearch, search.join);
    counted.innerJoin(productSearch, search.join);
  }
  const [rows, [total]] = await Promise.all([
    take === 0
      ? Promise.resolve([])
      : page
          .where(where)
          .orderBy(...ordering)
          .limit(take)
          .offset(Math.max(args.skip, 0)),
    counted.where(where),
  ]);
  return { products: rows.map((row) => toRecord(row, scope)), count: total?.n ?? 0 };
}

export async function getProduct(db: Database, scope: Scope, alias: string): Promise<ProductRecord | null> {
  const [row] = await selectProducts(db, scope).where(eq(products.alias, alias));
  return row ? toRecord(row, scope) : null;
}
