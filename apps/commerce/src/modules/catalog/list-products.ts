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
import { freeRentalProducts, type PeriodProblem, type RentalPeriod } from '#src/modules/rentals/index.ts';
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
  /** Only rental products with a unit free for the whole of these days. */
  rentalPeriod?: RentalPeriod | null;
}

export interface ProductList {
  products: ProductRecord[];
  count: number;
  facets: Facet[];
  /** Why the asked rental period cannot be hired, when it cannot: the list is then empty. */
  rentalPeriodProblem?: PeriodProblem | null;
}

export const EMPTY_LIST: ProductList = { products: [], count: 0, facets: [] };

/**
 * The products a list may hold: those given, narrowed to the rental objects free for the asked
 * period when there is one; a period no machine can be hired for is its problem instead.
 */
async function productsOfList(
  db: Database,
  loaders: CatalogLoaders,
  args: ListArgs,
  now: number,
): Promise<{ productIds?: readonly number[] | null; problem?: PeriodProblem }> {
  if (!args.rentalPeriod) return { productIds: args.productIds };
  // The request's loaders keep what was read for the cards' prices of the same days.
  const free = await freeRentalProducts(db, args.rentalPeriod, new Date(now), loaders);
  if (!free.ok) return { problem: free.problem };
  const given = args.productIds;
  return { productIds: given ? given.filter((id) => free.productIds.has(id)) : [...free.productIds] };
}

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
  const [index, baseValueIds, listed] = await Promise.all([
    facetIndexOf(db),
    baseValues(db, loaders, args),
    productsOfList(db, loaders, args, now),
  ]);
  if (listed.problem) return { ...EMPTY_LIST, rentalPeriodProblem: listed.problem };
  const relevance = term ? await searchProducts(db, index, term, scope.language.code) : null;
  if (!baseValueIds) return EMPTY_LIST;
  // A list of given products (here: those free on the asked days) is counted afresh, never remembered.
  const answer = answerFromFacetIndex(index, {
    marketId: scope.market.id,
    languageCode: scope.language.code,
    baseValueIds,
    productIds: listed.productIds,
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
