import { asc } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  brands,
  campaignProducts,
  categories,
  discountCampaigns,
  type LocalizedText,
  parameters,
  prices,
  productParameters,
  products,
  productTexts,
  skus,
} from '#src/db/schema.ts';
import { facetId } from './facet-ids.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';

/**
 * The catalog's filterable facts held in memory, one slot per product: what a list page filters,
 * counts and sorts on. Lists are answered here in a few milliseconds, and only the page of products
 * shown is read from the database. Built once per database, on first use.
 */
export type FacetType = 'Category' | 'Brand' | 'Sku' | 'Price' | 'Discount' | 'Parameter';

/** One filterable value and the products (slots) that have it. */
export interface FacetValueEntry {
  id: string;
  /** `categories`, `brands`, `skus`, `discount` or `p-{parameterId}`: the list URL's parameter. */
  filterId: string;
  type: FacetType;
  label: LocalizedText | string;
  parentId: string | null;
  order: number;
  slots: Int32Array;
}

interface Campaign {
  id: number;
  startsAt: number;
  endsAt: number | null;
}

/** Parameters with more values than this (weights, lengths) are specifications, not filters. */
const MAX_PARAMETER_VALUES = 30;

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
  /** Search over the same slots, rebuilt with the rest of the index. */
  search: SearchIndex;
  /** Every product (slot) in each sort order, ties broken by product id. */
  orders: {
    latest: Int32Array;
    mostSold: Int32Array;
    price: Map<number, Int32Array>;
    alphabetical: Map<string, Int32Array>;
  };
}

const COLLATION: Record<string, string> = { sv: 'sv', da: 'da', en: 'en', fi: 'fi', nb: 'nb' };

/** A stable, URL-safe key for a text: "Röd" -> "rod", "40 cm" -> "40-cm". */
export function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'x'
  );
}

function addTo(map: Map<string, number[]>, key: string, slot: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== slot) list.push(slot);
  } else map.set(key, [slot]);
}

export async function buildFacetIndex(db: Database): Promise<FacetIndex> {
  const [productRows, priceRows, skuRows, campaignRows, membershipRows, parameterRows, valueRows, nameRows] =
    await Promise.all([
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
      db
        .select({ productId: prices.productId, marketId: prices.marketId, selling: prices.sellingIncVat })
        .from(prices),
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
    ]);
  const [categoryRows, brandRows] = await Promise.all([
    db.select().from(categories),
    db.select().from(brands),
  ]);

  const size = productRows.length;
  const productIds = new Int32Array(size);
  const slotOf = new Map<number, number>();
  const categoryOf = new Int32Array(size);
  const brandOf = new Int32Array(size);
  const createdAt = new Float64Array(size);
  const soldCount = new Int32Array(size);
  productRows.forEach((row, slot) => {
    productIds[slot] = row.id;
    slotOf.set(row.id, slot);
    categoryOf[slot] = row.categoryId;
    brandOf[slot] = row.brandId;
    createdAt[slot] = row.createdAt.getTime();
    soldCount[slot] = row.soldCount;
  });

  const priceIn = new Map<number, Int32Array>();
  for (const row of priceRows) {
    let column = priceIn.get(row.marketId);
    if (!column) {
      column = new Int32Array(size).fill(-1);
      priceIn.set(row.marketId, column);
    }
    const slot = slotOf.get(row.productId);
    if (slot !== undefined) column[slot] = row.selling;
  }

  const nameRank = new Map<string, Int32Array>();
  const namesByLanguage = new Map<string, { slot: number; name: string }[]>();
  for (const row of nameRows) {
    const slot = slotOf.get(row.productId);
    if (slot === undefined) continue;
    const list = namesByLanguage.get(row.languageCode) ?? [];
    list.push({ slot, name: row.name });
    namesByLanguage.set(row.languageCode, list);
  }
  for (const [language, list] of namesByLanguage) {
    const collator = new Intl.Collator(COLLATION[language] ?? 'en', { numeric: true });
    list.sort((a, b) => collator.compare(a.name, b.name));
    const rank = new Int32Array(size).fill(size);
    list.forEach((entry, position) => {
      rank[entry.slot] = position;
    });
    nameRank.set(language, rank);
  }

  const slotLists = new Map<string, number[]>();
  const values = new Map<string, Omit<FacetValueEntry, 'slots'>>();
  const define = (entry: Omit<FacetValueEntry, 'slots'>) => {
    if (!values.has(entry.id)) values.set(entry.id, entry);
  };

  for (const category of categoryRows) {
    define({
      id: facetId.category(category.id),
      filterId: 'categories',
      type: 'Category',
      label: category.name,
      parentId: category.parentId === null ? null : facetId.category(category.parentId),
      order: category.position,
    });
  }
  for (const brand of brandRows) {
    define({
      id: facetId.brand(brand.id),
      filterId: 'brands',
      type: 'Brand',
      label: brand.name,
      parentId: null,
      order: 0,
    });
  }
  for (const [slot, category] of categoryOf.entries()) addTo(slotLists, facetId.category(category), slot);
  for (const [slot, brand] of brandOf.entries()) addTo(slotLists, facetId.brand(brand), slot);
  // A product is in its category's facet value and in each ancestor's.
  const parentOf = new Map(categoryRows.map((c) => [c.id, c.parentId]));
  const direct = new Map(categoryRows.map((c) => [c.id, [...(slotLists.get(facetId.category(c.id)) ?? [])]]));
  for (const [categoryId, own] of direct) {
    for (
      let parent = parentOf.get(categoryId) ?? null;
      parent !== null;
      parent = parentOf.get(parent) ?? null
    ) {
      const list = slotLists.get(facetId.category(parent)) ?? [];
      for (const slot of own) list.push(slot);
      slotLists.set(facetId.category(parent), list);
    }
  }

  for (const sku of skuRows) {
    const slot = slotOf.get(sku.productId);
    if (slot === undefined || sku.name === '') continue;
    const id = `s-${slug(sku.name)}`;
    define({ id, filterId: 'skus', type: 'Sku', label: sku.name, parentId: null, order: 0 });
    addTo(slotLists, id, slot);
  }

  const campaigns = new Map<string, Campaign>();
  for (const campaign of campaignRows) {
    const id = facetId.campaign(campaign.id);
    campaigns.set(id, {
      id: campaign.id,
      startsAt: campaign.startsAt.getTime(),
      endsAt: campaign.endsAt?.getTime() ?? null,
    });
    define({
      id,
      filterId: 'discount',
      type: 'Discount',
      label: campaign.name,
      parentId: null,
      order: campaign.id,
    });
  }
  for (const row of membershipRows) {
    const slot = slotOf.get(row.productId);
    if (slot !== undefined) addTo(slotLists, facetId.campaign(row.campaignId), slot);
  }

  const parameterNames = new Map<string, LocalizedText>();
  const parameterById = new Map(parameterRows.map((p) => [p.id, p]));
  const distinct = new Map<number, Set<string>>();
  for (const row of valueRows) {
    const key = slug(row.value.sv ?? Object.values(row.value)[0] ?? '');
    const set = distinct.get(row.parameterId) ?? new Set<string>();
    set.add(key);
    distinct.set(row.parameterId, set);
  }
  for (const row of valueRows) {
    const parameter = parameterById.get(row.parameterId);
    if (!parameter || (distinct.get(row.parameterId)?.size ?? 0) > MAX_PARAMETER_VALUES) continue;
    const slot = slotOf.get(row.productId);
    if (slot === undefined) continue;
    const filterId = `p-${parameter.id}`;
    parameterNames.set(filterId, parameter.name);
    const id = `${filterId}-${slug(row.value.sv ?? Object.values(row.value)[0] ?? '')}`;
    const label = parameter.unit
      ? Object.fromEntries(
          Object.entries(row.value).map(([lang, text]) => [lang, `${text} ${parameter.unit}`]),
        )
      : row.value;
    define({ id, filterId, type: 'Parameter', label, parentId: null, order: 0 });
    addTo(slotLists, id, slot);
  }

  const entries: FacetValueEntry[] = [];
  for (const [id, value] of values) {
    const slots = uniqueSorted(slotLists.get(id) ?? []);
    if (slots.length) entries.push({ ...value, slots });
  }
  // Per product, the values it has: valuesOf[valueStart[slot] .. valueStart[slot + 1]].
  const valueStart = new Int32Array(size + 1);
  for (const entry of entries)
    for (const slot of entry.slots) valueStart[slot + 1] = (valueStart[slot + 1] ?? 0) + 1;
  for (let slot = 0; slot < size; slot++)
    valueStart[slot + 1] = (valueStart[slot + 1] ?? 0) + (valueStart[slot] ?? 0);
  const valuesOf = new Int32Array(valueStart[size] ?? 0);
  const next = valueStart.slice(0, size);
  entries.forEach((entry, v) => {
    for (const slot of entry.slots) valuesOf[(next[slot] as number)++] = v;
  });

  const search = await buildSearchIndex(db, slotOf, productRows);
  const bySlot = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: size }, (_, slot) => slot).sort(compare);
  const id = (slot: number) => productIds[slot] as number;
  const at = (column: Int32Array | Float64Array, slot: number) => column[slot] as number;
  return {
    size,
    productIds,
    slotOf,
    priceIn,
    values: entries,
    valueById: new Map(entries.map((entry, v) => [entry.id, v])),
    valueStart,
    valuesOf,
    campaigns,
    parameterNames,
    search,
    orders: {
      latest: bySlot((a, b) => at(createdAt, b) - at(createdAt, a) || id(b) - id(a)),
      mostSold: bySlot((a, b) => at(soldCount, b) - at(soldCount, a) || id(b) - id(a)),
      price: new Map(
        [...priceIn].map(([market, column]) => [
          market,
          bySlot((a, b) => at(column, a) - at(column, b) || id(a) - id(b)),
        ]),
      ),
      alphabetical: new Map(
        [...nameRank].map(([language, rank]) => [
          language,
          bySlot((a, b) => at(rank, a) - at(rank, b) || id(a) - id(b)),
        ]),
      ),
    },
  };
}

function uniqueSorted(list: number[]): Int32Array {
  const sorted = Int32Array.from(list).sort();
  let length = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[length++] = sorted[i] as number;
  }
  return sorted.slice(0, length);
}

const indexes = new WeakMap<Database, Promise<FacetIndex>>();

/** The index of this database, built on first use (and again after a failed build). */
export function facetIndexOf(db: Database): Promise<FacetIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = buildFacetIndex(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  return index;
}
