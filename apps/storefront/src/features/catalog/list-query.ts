import { priceBandId } from '@shop/contract';
import { parsePageNumber } from '@/lib/page-number';
import { percentDecode } from '@/lib/percent-decode';
import { LIST_FACET_KEYS, LIST_PARAMETER_KEY } from '@/lib/routing/page-query-keys';

/**
 * A list page's state in its URL: `categories`, `brands`, `skus`, `price`, `discount` and
 * `p-{parameterId}` each hold a comma-separated list of `label~id`; `sort` and `page` are plain.
 * Malformed values are dropped, never an error.
 */
export interface FacetSelection {
  label: string;
  id: string;
}

export const FACET_PARAMS = LIST_FACET_KEYS;
export type FacetParam = (typeof FACET_PARAMS)[number];

export interface ListQuery {
  facets: Partial<Record<FacetParam, FacetSelection[]>>;
  /** Selections of parameter facets, by parameter id. */
  parameters: Record<string, FacetSelection[]>;
  sort?: string;
  page?: number;
}

const ID = /^[A-Za-z0-9_.:-]+$/;

/** Labels may hold any text: the separators and the escape character are percent-encoded. */
const escapeLabel = (label: string) => label.replace(/%/g, '%25').replace(/,/g, '%2C').replace(/~/g, '%7E');

export function parseFacetList(value: string | null | undefined): FacetSelection[] {
  if (!value) return [];
  const items: FacetSelection[] = [];
  for (const item of value.split(',')) {
    const at = item.lastIndexOf('~');
    if (at < 0) continue;
    const label = percentDecode(item.slice(0, at));
    const id = item.slice(at + 1);
    if (label === null || !ID.test(id) || items.some((i) => i.id === id)) continue;
    items.push({ label, id });
  }
  return items;
}

export function printFacetList(items: readonly FacetSelection[]): string {
  return items.map((i) => `${escapeLabel(i.label)}~${i.id}`).join(',');
}

/** A price range typed by the shopper, in major units, as a `price` item (minor units in the id). */
export function priceRangeItem(from: number, to: number, label: string): FacetSelection | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from < 0 || to <= from) return null;
  return { label, id: priceBandId(Math.round(from * 100), Math.round(to * 100)) };
}

/** Every item of a parameter, whether written once comma-separated or repeated (a plain form). */
function itemsOf(params: URLSearchParams, key: string): FacetSelection[] {
  const items: FacetSelection[] = [];
  for (const value of params.getAll(key)) {
    for (const item of parseFacetList(value)) if (!items.some((i) => i.id === item.id)) items.push(item);
  }
  return items;
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const facets: ListQuery['facets'] = {};
  for (const key of FACET_PARAMS) {
    const items = itemsOf(params, key);
    if (items.length) facets[key] = items;
  }
  // A range typed into the price fields of a form sent without JavaScript.
  const from = params.get('priceFrom');
  const to = params.get('priceTo');
  const typed = from && to ? priceRangeItem(Number(from), Number(to), `${from}–${to}`) : null;
  if (typed && !facets.price?.some((i) => i.id === typed.id)) facets.price = [...(facets.price ?? []), typed];
  const parameters: ListQuery['parameters'] = {};
  for (const key of new Set(params.keys())) {
    const id = key.match(LIST_PARAMETER_KEY)?.[1];
    const items = id ? itemsOf(params, key) : [];
    if (id && items.length) parameters[id] = items;
  }
  const page = parsePageNumber(params.get('page'));
  const sort = params.get('sort');
  return {
    facets,
    parameters,
    ...(sort && /^[A-Z_]+$/.test(sort) ? { sort } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

export function printListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FACET_PARAMS) {
    const items = query.facets[key];
    if (items?.length) params.set(key, printFacetList(items));
  }
  for (const [id, items] of Object.entries(query.parameters)) {
    if (items.length) params.set(`p-${id}`, printFacetList(items));
  }
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The facet value ids a list query selects, as the API's filter.facets takes them. */
export function selectedFacetIds(query: ListQuery): string[] {
  return [...Object.values(query.facets), ...Object.values(query.parameters)].flatMap((items) =>
    (items ?? []).map((i) => i.id),
  );
}
