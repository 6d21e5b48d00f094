import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { listVariantTarget } from '@/features/catalog/list-variant';
import { ListPageInfoQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { MAX_SEARCH_TERM_LENGTH } from '@/lib/search-term';
import { getLinks } from '@/lib/shop-context.server';

/** The list state of the address (filters, sort, page), carried over to where it leads. */
export function listQueryOf(addressQuery: URLSearchParams): Record<string, string> {
  return Object.fromEntries(addressQuery);
}

async function listUrlOf(alias: string): Promise<string | null> {
  const { listPageInfo } = await query(ListPageInfoQuery, { alias });
  return listPageInfo?.canonicalUrl ?? null;
}

/**
 * Generic list addresses (/l/...) lead to the category, brand or campaign named last, keeping the
 * list's filters, sort and page.
 */
export async function redirectToList(
  alias: string | undefined,
  addressQuery: URLSearchParams,
): Promise<never> {
  if (!alias) notFound();
  const [url, links] = await Promise.all([listUrlOf(alias), getLinks()]);
  if (!url) notFound();
  permanentRedirect(links.catalog(url, listQueryOf(addressQuery)));
}

/**
 * /list/{name?}: every item, the list the name is (for good), or the search for it. A search is
 * sent on for now only: a list may take the name later.
 */
export async function redirectListVariant(
  name: string | undefined,
  addressQuery: URLSearchParams,
): Promise<never> {
  // No list has a name longer than a search term may be (the API refuses such an alias outright).
  const isListName = name && name.length <= MAX_SEARCH_TERM_LENGTH;
  const [url, links] = await Promise.all([isListName ? listUrlOf(name) : null, getLinks()]);
  const target = listVariantTarget(name, url);
  const state = listQueryOf(addressQuery);
  if (target.kind === 'all') redirect(links.route('news', {}, state));
  if (target.kind === 'list') permanentRedirect(links.catalog(target.canonicalUrl, state));
  if (target.kind === 'search') redirect(links.route('search', { term: target.term }, state));
  notFound();
}
