import { notFound, permanentRedirect } from 'next/navigation';
import { ListPageInfoQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';

/** Generic list addresses (/l/..., /list/{alias}) lead to the category, brand or campaign named last. */
export async function redirectToList(alias: string | undefined): Promise<never> {
  if (!alias) notFound();
  const [{ listPageInfo }, links] = await Promise.all([query(ListPageInfoQuery, { alias }), getLinks()]);
  if (!listPageInfo) notFound();
  permanentRedirect(links.catalog(listPageInfo.canonicalUrl));
}
