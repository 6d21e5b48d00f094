import { redirect } from 'next/navigation';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import { listQueryOf, redirectToList } from '../../resolve-list';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

/** /list alone is the list of every item; /list/{alias} is a category, brand or campaign. */
export default async function ListVariantPage({ params }: PageProps<{ alias?: string[] }>) {
  await pageScope(params);
  const [{ alias }, state] = await Promise.all([params, pageQuery(params)]);
  if (!alias?.length) redirect((await getLinks()).route('news', {}, listQueryOf(state)));
  return redirectToList(alias.at(-1), state);
}
