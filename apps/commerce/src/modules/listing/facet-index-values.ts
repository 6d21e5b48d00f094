import type { LocalizedText } from '#src/db/schema.ts';
import { facetId, slug } from './facet-ids.ts';
import type { CatalogRows } from './facet-index-load.ts';
import { brandPath, categoryPath } from './list-paths.ts';

export type FacetType = 'Category' | 'Brand' | 'Sku' | 'Price' | 'Discount' | 'Parameter';

/** One filterable value and the products (slots) that have it. */
export interface FacetValueEntry {
  id: string;
  /** `categories`, `brands`, `skus`, `discount` or `p-{parameterId}`: the list URL's parameter. */
  filterId: string;
  type: FacetType;
  label: LocalizedText | string;
  parentId: string | null;
  /** The list page of the value (`/c/...`, `/b/...`, `/dc/...`); null for sizes and parameters. */
  url: string | null;
  order: number;
  slots: Int32Array;
}

export type CampaignRow = CatalogRows['campaignRows'][number];

export interface Campaign {
  id: number;
  startsAt: number;
  endsAt: number | null;
  row: CampaignRow;
}

/** Products in slots: slot i holds the i-th product by id. */
export interface ProductSlots {
  size: number;
  productIds: Int32Array;
  slotOf: Map<number, number>;
}

/** Parameters with more values than this (weights, lengths) are specifications, not filters. */
const MAX_PARAMETER_VALUES = 30;

export function slotProducts(productRows: CatalogRows['productRows']): ProductSlots {
  const size = productRows.length;
  const productIds = new Int32Array(size);
  const slotOf = new Map<number, number>();
  productRows.forEach((row, slot) => {
    productIds[slot] = row.id;
    slotOf.set(row.id, slot);
  });
  return { size, productIds, slotOf };
}

/** Selling price inc VAT per market id, per slot; -1 where the product is not sold in the market. */
export function priceColumns(rows: CatalogRows['priceRows'], { size, slotOf }: ProductSlots) {
  const priceIn = new Map<number, Int32Array>();
  for (const row of rows) {
    let column = priceIn.get(row.marketId);
    if (!column) {
      column = new Int32Array(size).fill(-1);
      priceIn.set(row.marketId, column);
    }
    const slot = slotOf.get(row.productId);
    if (slot !== undefined) column[slot] = row.selling;
  }
  return priceIn;
}

function addTo(map: Map<string, number[]>, key: string, slot: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== slot) list.push(slot);
  } else map.set(key, [slot]);
}

function uniqueSorted(list: number[]): Int32Array {
  const sorted = Int32Array.from(list).sort();
  let length = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[length++] = sorted[i] as number;
  }
  return sorted.slice(0, length);
}

/**
 * Every filterable value of the catalog with the slots of the products that have it: categories
 * (a product is in its category's and each ancestor's), brands, sizes, campaigns and parameters
 * with few enough values to filter by.
 */
export function facetValues(rows: CatalogRows, { slotOf }: ProductSlots) {
  const slotLists = new Map<string, number[]>();
  const values = new Map<string, Omit<FacetValueEntry, 'slots'>>();
  const define = (entry: Omit<FacetValueEntry, 'slots'>) => {
    if (!values.has(entry.id)) values.set(entry.id, entry);
  };

  const categoriesById = [...rows.categoryRows].sort((a, b) => a.id - b.id);
  for (const category of categoriesById) {
    define({
      id: facetId.category(category.id),
      filterId: 'categories',
      type: 'Category',
      label: category.name,
      parentId: category.parentId === null ? null : facetId.category(category.parentId),
      url: categoryPath(category, categoriesById),
      order: category.position,
    });
  }
  for (const brand of rows.brandRows) {
    define({
      id: facetId.brand(brand.id),
      filterId: 'brands',
      type: 'Brand',
      label: brand.name,
      parentId: null,
      url: brandPath(brand.alias),
      order: 0,
    });
  }
  rows.productRows.forEach((row, slot) => {
    addTo(slotLists, facetId.category(row.categoryId), slot);
  });
  rows.productRows.forEach((row, slot) => {
    addTo(slotLists, facetId.brand(row.brandId), slot);
  });
  const parentOf = new Map(categoriesById.map((c) => [c.id, c.parentId]));
  const direct = new Map(
    categoriesById.map((c) => [c.id, [...(slotLists.get(facetId.category(c.id)) ?? [])]]),
  );
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

  for (const sku of rows.skuRows) {
    const slot = slotOf.get(sku.productId);
    if (slot === undefined || sku.name === '') continue;
    const id = facetId.size(sku.name);
    define({ id, filterId: 'skus', type: 'Sku', label: sku.name, parentId: null, url: null, order: 0 });
    addTo(slotLists, id, slot);
  }

  const campaigns = new Map<string, Campaign>();
  for (const campaign of rows.campaignRows) {
    const id = facetId.campaign(campaign.id);
    campaigns.set(id, {
      id: campaign.id,
      startsAt: campaign.startsAt.getTime(),
      endsAt: campaign.endsAt?.getTime() ?? null,
      row: campaign,
    });
    define({
      id,
      filterId: 'discount',
      type: 'Discount',
      label: campaign.name,
      parentId: null,
      url: `/dc/${campaign.alias}`,
      order: campaign.id,
    });
  }
  for (const row of rows.membershipRows) {
    const slot = slotOf.get(row.productId);
    if (slot !== undefined) addTo(slotLists, facetId.campaign(row.campaignId), slot);
  }

  const parameterNames = new Map<string, LocalizedText>();
  const parameterById = new Map(rows.parameterRows.map((p) => [p.id, p]));
  const distinct = new Map<number, Set<string>>();
  for (const row of rows.valueRows) {
    const key = slug(row.value.sv ?? Object.values(row.value)[0] ?? '');
    const set = distinct.get(row.parameterId) ?? new Set<string>();
    set.add(key);
    distinct.set(row.parameterId, set);
  }
  for (const row of rows.valueRows) {
    const parameter = parameterById.get(row.parameterId);
    if (!parameter || (distinct.get(row.parameterId)?.size ?? 0) > MAX_PARAMETER_VALUES) continue;
    const slot = slotOf.get(row.productId);
    if (slot === undefined) continue;
    const filterId = facetId.parameter(parameter.id);
    parameterNames.set(filterId, parameter.name);
    const id = facetId.parameterValue(parameter.id, row.value.sv ?? Object.values(row.value)[0] ?? '');
    const label = parameter.unit
      ? Object.fromEntries(
          Object.entries(row.value).map(([lang, text]) => [lang, `${text} ${parameter.unit}`]),
        )
      : row.value;
    define({ id, filterId, type: 'Parameter', label, parentId: null, url: null, order: 0 });
    addTo(slotLists, id, slot);
  }

  const entries: FacetValueEntry[] = [];
  for (const [id, value] of values) {
    const slots = uniqueSorted(slotLists.get(id) ?? []);
    if (slots.length) entries.push({ ...value, slots });
  }
  return { entries, campaigns, parameterNames };
}

/**
 * The same facts by product, compressed: the values of slot s are
 * valuesOf[valueStart[s] .. valueStart[s + 1]], so a list reads each product's values in one run.
 */
export function valuesByProduct(entries: readonly FacetValueEntry[], size: number) {
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
  return { valueStart, valuesOf };
}
