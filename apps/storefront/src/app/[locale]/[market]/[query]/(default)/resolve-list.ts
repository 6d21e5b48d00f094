import { notFound, permanentRedirect } from 'next/navigation';
import { ListPageInfoQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';

/** The list state of the address (filters, sort, page), carried over to where it leads. */
export function listQueryOf(addressQuery: URLSearchParams): Record<string, string> {
  return Object.fromEntries(addressQuery);
}

/**
 * Generic list addresses (/l/..., /list/{alias}) lead to the category, brand or campaign named last,
 * keeping the list's filters, sort and page.
 */
export async function redirectToList(
  alias: string | undefined,
  addressQuery: URLSearchParams,
): Promise<never> {
  if (!alias) notFound();
  const [{ listPageInfo }, links] = await Promise.all([query(ListPageInfoQuery, { alias }), getLinks()]);
  if (!listPageInfo) notFound();
  permanentRedirect(links.catalog(listPageInfo.canonicalUrl, listQueryOf(addressQuery)));
}
