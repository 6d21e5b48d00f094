import { notFound, permanentRedirect } from 'next/navigation';
import type { SearchParams } from '@/features/catalog/list-page';
import { ListPageInfoQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';

/** The list state of the address (filters, sort, page), carried over to where it leads. */
export function listQueryOf(searchParams: SearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(searchParams).flatMap(([k, v]) => {
      const value = Array.isArray(v) ? v[0] : v;
      return value === undefined ? [] : [[k, value]];
    }),
  );
}

/**
 * Generic list addresses (/l/..., /list/{alias}) lead to the category, brand or campaign named last,
 * keeping the list's filters, sort and page.
 */
export async function redirectToList(
  alias: string | undefined,
  searchParams: SearchParams = {},
): Promise<never> {
  if (!alias) notFound();
  const [{ listPageInfo }, links] = await Promise.all([query(ListPageInfoQuery, { alias }), getLinks()]);
  if (!listPageInfo) notFound();
  permanentRedirect(links.catalog(listPageInfo.canonicalUrl, listQueryOf(searchParams)));
}
