import type { SearchParams } from '@/features/catalog/list-page';
import { pageLocale } from '@/lib/page.server';
import { redirectToList } from '../../resolve-list';

export default async function GenericListPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; path: string[] }>;
  searchParams: Promise<SearchParams>;
}) {
  await pageLocale(params);
  return redirectToList((await params).path.at(-1), await searchParams);
}
