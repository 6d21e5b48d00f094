import type { VariablesOf } from 'gql.tada';
import type { Locale } from '@/lib/routing/locales';
import { param, type SearchParams } from '@/ui/data-table';
import type { ProductsQuery } from './documents';

/** The list's sortable columns and the API's sort field of each. */
export const SORTS = { name: 'NAME', created: 'CREATED' } as const;
export type SortKey = keyof typeof SORTS;

export const STATUSES = ['published', 'draft'] as const;

export const PAGE_SIZE = 50;
/** The API's longest search. */
export const SEARCH_MAX = 100;

const idParam = (params: SearchParams, name: string) => {
  const value = param(params, name);
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
};

/**
 * What the list's address asks for: `q` (the search), `category`, `brand`, `status` (published or
 * draft), `sort` (name or created) and `dir`, and the cursor `after`. Anything else is left out, so
 * an edited address shows the nearest list rather than an error.
 */
export function readListParams(params: SearchParams) {
  const sort = param(params, 'sort');
  const status = param(params, 'status');
  const sortKey: SortKey = sort === 'name' || sort === 'created' ? sort : 'created';
  const dir = param(params, 'dir');
  return {
    q: param(params, 'q')?.trim().slice(0, SEARCH_MAX) || null,
    category: idParam(params, 'category'),
    brand: idParam(params, 'brand'),
    status: STATUSES.find((s) => s === status) ?? null,
    sort: sortKey,
    // Names A to Z and the newest first, unless the address says otherwise.
    dir: dir === 'asc' || dir === 'desc' ? dir : sortKey === 'name' ? ('asc' as const) : ('desc' as const),
    after: param(params, 'after'),
  };
}

export type ListParams = ReturnType<typeof readListParams>;

/** The API's variables for the list's params. */
export function listVariables(list: ListParams, locale: Locale): VariablesOf<typeof ProductsQuery> {
  return {
    filter: {
      search: list.q,
      categoryId: list.category,
      brandId: list.brand,
      published: list.status === null ? null : list.status === 'published',
    },
    sort: { field: SORTS[list.sort], descending: list.dir === 'desc' },
    first: PAGE_SIZE,
    after: list.after,
    languageCode: locale,
  };
}

/** Whether the list is narrowed by anything but its sort. */
export const isFiltered = (list: ListParams) => Boolean(list.q || list.category || list.brand || list.status);
