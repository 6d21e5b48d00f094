import { pageLocale } from '@/lib/page.server';
import { redirectToList } from '../../resolve-list';

export default async function GenericListPage({
  params,
}: {
  params: Promise<{ locale: string; path: string[] }>;
}) {
  await pageLocale(params);
  return redirectToList((await params).path.at(-1));
}
