import { redirect } from 'next/navigation';
import type { SearchParams } from '@/features/catalog/list-page';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import { listQueryOf, redirectToList } from '../../resolve-list';

/** /list alone is the list of every item; /list/{alias} is a category, brand or campaign. */
export default async function ListVariantPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; alias?: string[] }>;
  searchParams: Promise<SearchParams>;
}) {
  await pageLocale(params);
  const [{ alias }, state] = await Promise.all([params, searchParams]);
  if (!alias?.length) redirect((await getLinks()).route('news', {}, listQueryOf(state)));
  return redirectToList(alias.at(-1), state);
}
