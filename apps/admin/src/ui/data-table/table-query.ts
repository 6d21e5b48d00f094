/** A page's search params as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** The first value of a search param, or null. */
export function param(params: SearchParams, name: string): string | null {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
}

/** The sort the address asks for (`?sort=email&dir=desc`), if the column is one the API sorts by. */
export function readSort(params: SearchParams, sortable: readonly string[], fallback: SortState): SortState {
  const column = param(params, 'sort');
  const direction = param(params, 'dir');
  return {
    column: column && sortable.includes(column) ? column : fallback.column,
    direction: direction === 'asc' || direction === 'desc' ? direction : fallback.direction,
  };
}

/** The keys of paging: a change of sort or filter starts again at the first page. */
const PAGING_KEYS = ['after', 'trail', 'page'];

/**
 * The page's own address with some params changed (null removes one). Any change but paging's own
 * starts again at the first page.
 */
export function hrefWith(path: string, params: SearchParams, changes: Record<string, string | null>): string {
  const query = new URLSearchParams();
  const paging = Object.keys(changes).every((key) => PAGING_KEYS.includes(key));
  for (const [key, value] of Object.entries(params)) {
    if (key in changes || (!paging && PAGING_KEYS.includes(key))) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (item) query.append(key, item);
  }
  for (const [key, value] of Object.entries(changes))
    if (value !== null && value !== '') query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The most pages back the address remembers for "previous" with cursor paging. */
const TRAIL_MAX = 30;

/**
 * Previous and next for an API that pages by cursor (`first`, `after`): the address carries the
 * cursor of this page (`after`) and those of the pages before it (`trail`), so "previous" is a
 * plain link too; past the first page, `first` leads back to it.
 */
export function cursorPaging(
  path: string,
  params: SearchParams,
  page: { endCursor: string | null; hasNextPage: boolean },
): { previous: string | null; next: string | null; first: string | null; after: string | null } {
  const after = param(params, 'after');
  const trail = (param(params, 'trail') ?? '').split(',').filter(Boolean).slice(-TRAIL_MAX);
  const previous =
    after === null
      ? null
      : hrefWith(path, params, {
          after: trail.at(-1) === '-' ? null : (trail.at(-1) ?? null),
          trail: trail.slice(0, -1).join(',') || null,
        });
  const next =
    page.hasNextPage && page.endCursor
      ? hrefWith(path, params, { after: page.endCursor, trail: [...trail, after ?? '-'].join(',') })
      : null;
  const first = after === null ? null : hrefWith(path, params, { after: null, trail: null });
  return { previous, next, first, after };
}
