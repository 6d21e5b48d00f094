import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { brands, discountCampaigns } from '#src/db/schema.ts';
import type { Scope } from '#src/modules/channels/index.ts';
import {
  answerFromFacetIndex,
  DEFAULT_SORT,
  type Facet,
  type FacetIndex,
  facetId,
  facetIndexOf,
  runningCampaigns,
  type SortOrder,
  searchProducts,
} from '#src/modules/listing/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import type { CatalogLoaders } from './loaders.ts';
import { getProductsByIds, type ProductRecord } from './products.ts';
import { rememberedRecords } from './remembered-products.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface ListArgs {
  skip: number;
  take: number;
  categoryAlias?: string | null;
  brandAlias?: string | null;
  discountCampaignAlias?: string | null;
  sort?: SortOrder | null;
  productIds?: readonly number[] | null;
  searchText?: string | null;
  /** Selected facet value ids. */
  facets?: readonly string[] | null;
  /** Selling price inc VAT bounds, minor units. */
  price?: { lowest?: number | null; highest?: number | null } | null;
}

export interface ProductList {
  products: ProductRecord[];
  count: number;
  facets: Facet[];
}

export const EMPTY_LIST: ProductList = { products: [], count: 0, facets: [] };

/** What a list page's alias names, as facet values its products must have; null when unknown. */
async function baseValues(db: Database, loaders: CatalogLoaders, args: ListArgs): Promise<string[] | null> {
  const values: string[] = [];
  if (args.categoryAlias) {
    const category = (await loaders.categories()).find((c) => c.alias === args.categoryAlias);
    if (!category) return null;
    values.push(facetId.category(category.id));
  }
  if (args.brandAlias) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.alias, args.brandAlias));
    if (!brand) return null;
    values.push(facetId.brand(brand.id));
  }
  if (args.discountCampaignAlias) {
    const [campaign] = await db
      .select({ id: discountCampaigns.id })
      .from(discountCampaigns)
      .where(eq(discountCampaigns.alias, args.discountCampaignAlias));
    if (!campaign) return null;
    values.push(facetId.campaign(campaign.id));
  }
  return values;
}

/**
 * A list of products with its total and facets: filtered, counted and sorted in the facet index,
 * then the one page shown read from the database in the scope's language and market.
 */
export async function listProducts(
  db: Database,
  loaders: CatalogLoaders,
  scope: Scope,
  args: ListArgs,
): Promise<ProductList> {
  const term = args.searchText?.trim();
  const now = Date.now();
  const [index, baseValueIds] = await Promise.all([facetIndexOf(db), baseValues(db, loaders, args)]);
  const relevance = term ? await searchProducts(db, index, term, scope.language.code) : null;
  if (!baseValueIds) return EMPTY_LIST;
  const answer = answerFromFacetIndex(index, {
    marketId: scope.market.id,
    languageCode: scope.language.code,
    baseValueIds,
    productIds: args.productIds,
    relevance,
    selected: args.facets ?? [],
    price: args.price,
    sort: args.sort ?? (relevance ? 'RELEVANCE' : DEFAULT_SORT),
    skip: args.skip,
    take: Math.min(args.take, MAX_PAGE_SIZE),
    now,
    formatPrice: (minor) => formatMoney(minor, scope.money.currency, scope.money.locale),
  });
  // The list's discount facet counts the campaigns the index holds: its products show the same.
  for (const id of answer.productIds) loaders.campaigns.prime(id, runningCampaigns(index, id, now));
  return {
    products: await listedProducts(db, index, scope, answer.productIds),
    count: answer.count,
    facets: answer.facets,
  };
}

/**
 * A list's page of products, in the order of `ids`, from memory where a list read them before
 * (ADR 43): a list reads no product rows but its stock; a changed price is forgotten at once.
 */
async function listedProducts(
  db: Database,
  index: FacetIndex,
  scope: Scope,
  ids: readonly number[],
): Promise<ProductRecord[]> {
  const rows = await rememberedRecords(index).read(
    ids,
    `${scope.language.code}|${scope.market.id}`,
    async (missing) =>
      new Map((await getProductsByIds(db, scope, missing)).map((record) => [record.id, record])),
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ ...row, scope }] : [];
  });
}
