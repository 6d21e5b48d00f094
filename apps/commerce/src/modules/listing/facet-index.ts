import type { Database } from '#src/db/client.ts';
import type { brands, categories, LocalizedText } from '#src/db/schema.ts';
import { type CatalogRows, loadCatalogRows } from './facet-index-load.ts';
import { type SortOrders, sortOrders } from './facet-index-orders.ts';
import {
  type Campaign,
  type CampaignRow,
  type FacetValueEntry,
  facetValues,
  type ProductSlots,
  priceColumns,
  slotProducts,
  valuesByProduct,
} from './facet-index-values.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';

export type { FacetType, FacetValueEntry } from './facet-index-values.ts';

/**
 * The catalog's filterable facts held in memory, one slot per product: what a list page filters,
 * counts and sorts on. Lists are answered here in a few milliseconds, and only the page of products
 * shown is read from the database. Built once per database, on first use.
 */
export interface FacetIndex {
  size: number;
  productIds: Int32Array;
  slotOf: Map<number, number>;
  /** Selling price inc VAT per market id; -1 where the product is not sold in the market. */
  priceIn: Map<number, Int32Array>;
  values: FacetValueEntry[];
  valueById: Map<string, number>;
  /** The values of each product, as offsets into valuesOf (compressed rows). */
  valueStart: Int32Array;
  valuesOf: Int32Array;
  /** Campaign value id to its campaign, for the dates it runs. */
  campaigns: Map<string, Campaign>;
  parameterNames: Map<string, LocalizedText>;
  /**
   * The category tree by position and the brands by id. Their values are facet values, so they
   * change with the index; every request reads them here.
   */
  categories: readonly (typeof categories.$inferSelect)[];
  brands: ReadonlyMap<number, typeof brands.$inferSelect>;
  /** Search over the same slots, rebuilt with the rest of the index. */
  search: SearchIndex;
  orders: SortOrders;
}

export async function buildFacetIndex(db: Database): Promise<FacetIndex> {
  const rows = await loadCatalogRows(db);
  const slots = slotProducts(rows.productRows);
  return indexCatalog(rows, slots, await buildSearchIndex(db, slots.slotOf, rows.productRows));
}

/** The index of the catalog's rows, with the search index built over the same slots. */
export function indexCatalog(rows: CatalogRows, slots: ProductSlots, search: SearchIndex): FacetIndex {
  const priceIn = priceColumns(rows.priceRows, slots);
  const { entries, campaigns, parameterNames } = facetValues(rows, slots);
  const { valueStart, valuesOf } = valuesByProduct(entries, slots.size);
  return {
    ...slots,
    priceIn,
    values: entries,
    valueById: new Map(entries.map((entry, v) => [entry.id, v])),
    valueStart,
    valuesOf,
    campaigns,
    parameterNames,
    categories: rows.categoryRows,
    brands: new Map(rows.brandRows.map((brand) => [brand.id, brand])),
    search,
    orders: sortOrders(rows, slots, priceIn),
  };
}

const indexes = new WeakMap<Database, Promise<FacetIndex>>();

/** When each database's index was last built, and how long that took (milliseconds). */
const lastBuilds = new WeakMap<Database, { endedAt: number; took: number }>();

/** Builds the index, noting when and how long. */
async function timedBuild(db: Database): Promise<FacetIndex> {
  const started = performance.now();
  const built = await buildFacetIndex(db);
  lastBuilds.set(db, { endedAt: performance.now(), took: performance.now() - started });
  return built;
}

/** The index of this database, built on first use (and again after a failed build). */
export function facetIndexOf(db: Database): Promise<FacetIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = timedBuild(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  return index;
}

type IndexPatch = (index: FacetIndex) => void;

/** A rebuild of one database's index: waiting to start, building (with the patches made meanwhile), or asked again. */
interface Rebuild {
  timer: ReturnType<typeof setTimeout> | null;
  building: boolean;
  again: boolean;
  patches: IndexPatch[];
}
const rebuilds = new WeakMap<Database, Rebuild>();

/** A rebuild waits this long for more changes, so that a burst of them costs one build. */
const REBUILD_DELAY_MS = 250;
/**
 * And this many times as long as the last build took, counted from its end: a large catalog's
 * build (tens of seconds at 100,000 products, on PGlite's one thread) takes a tenth of the time
 * at most, however often products change.
 */
const REBUILD_PACE = 9;

/**
 * Changes the index in place, and the index being built, if one is, once it is built: a change
 * committed after the build read its rows would be in neither otherwise.
 */
export async function patchFacetIndex(db: Database, patch: IndexPatch) {
  patch(await facetIndexOf(db));
  const rebuild = rebuilds.get(db);
  if (rebuild?.building) rebuild.patches.push(patch);
}

/**
 * Builds the index again soon, in the background, for the changes only a build takes in (a product
 * made, its category, brand or texts changed: its facet values, slot and search words), and puts
 * it in the old one's place once built; lists are answered from the old one meanwhile (ADR 73).
 * Builds are paced by their cost (REBUILD_PACE).
 * A change while it builds asks for another build after it.
 */
export function rebuildFacetIndexSoon(db: Database, onError: (error: unknown) => void) {
  let rebuild = rebuilds.get(db);
  if (!rebuild) {
    rebuild = { timer: null, building: false, again: false, patches: [] };
    rebuilds.set(db, rebuild);
  }
  if (rebuild.building) rebuild.again = true;
  else if (!rebuild.timer) {
    const waiting = rebuild;
    const last = lastBuilds.get(db);
    const paced = last ? last.endedAt + REBUILD_PACE * last.took - performance.now() : 0;
    waiting.timer = setTimeout(
      () => {
        waiting.timer = null;
        waiting.building = true;
        timedBuild(db)
          .then((built) => {
            for (const patch of waiting.patches) patch(built);
            indexes.set(db, Promise.resolve(built));
          })
          .catch(onError)
          .finally(() => {
            waiting.building = false;
            waiting.patches = [];
            if (waiting.again) {
              waiting.again = false;
              rebuildFacetIndexSoon(db, onError);
            }
          });
      },
      Math.max(REBUILD_DELAY_MS, paced),
    );
    waiting.timer.unref?.();
  }
}

/** The campaigns a product is in that run at `now`: as a list counts them, for its cards and its cart lines. */
export function runningCampaigns(index: FacetIndex, productId: number, now: number) {
  const slot = index.slotOf.get(productId);
  const running: { productId: number; campaign: CampaignRow }[] = [];
  if (slot === undefined) return running;
  for (let k = index.valueStart[slot] as number; k < (index.valueStart[slot + 1] as number); k++) {
    const value = index.values[index.valuesOf[k] as number] as FacetValueEntry;
    const campaign = value.type === 'Discount' ? index.campaigns.get(value.id) : undefined;
    if (campaign && campaign.startsAt <= now && (campaign.endsAt === null || campaign.endsAt > now)) {
      running.push({ productId, campaign: campaign.row });
    }
  }
  return running;
}

/** How many products a list value (a category with those below it, a brand) lists in a market: those priced there. */
export function listedIn(index: FacetIndex, valueId: string, marketId: number): number {
  const value = index.valueById.get(valueId);
  const priceColumn = index.priceIn.get(marketId);
  if (value === undefined || !priceColumn) return 0;
  let listed = 0;
  for (const slot of (index.values[value] as FacetValueEntry).slots) {
    if ((priceColumn[slot] as number) >= 0) listed++;
  }
  return listed;
}
