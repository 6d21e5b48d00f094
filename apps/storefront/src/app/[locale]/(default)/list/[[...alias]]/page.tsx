import { redirect } from 'next/navigation';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import { redirectToList } from '../../resolve-list';

/** /list alone is the list of every item; /list/{alias} is a category, brand or campaign. */
export default async function ListVariantPage({
  params,
}: {
  params: Promise<{ locale: string; alias?: string[] }>;
}) {
  await pageLocale(params);
  const { alias } = await params;
  if (!alias?.length) redirect((await getLinks()).route('news'));
  return redirectToList(alias.at(-1));
}
