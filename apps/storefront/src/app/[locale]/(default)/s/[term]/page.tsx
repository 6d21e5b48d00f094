import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListPage, pageNumber } from '@/features/catalog/list-page';
import { pageLocale } from '@/lib/page.server';
import { safeDecode } from '@/lib/routing/route-table';
import { getLinks } from '@/lib/shop-context.server';

interface Props {
  params: Promise<{ locale: string; term: string }>;
  searchParams: Promise<{ page?: string }>;
}

const termOf = async (params: Props['params']) => safeDecode((await params).term);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'search' });
  return { title: t('title', { term: await termOf(params) }), robots: { index: false } };
}

/** Search results in the page's language, most relevant first. */
export default async function SearchPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [term, t, links, { page }] = await Promise.all([
    termOf(params),
    getTranslations('search'),
    getLinks(),
    searchParams,
  ]);
  return (
    <ListPage
      title={t('title', { term })}
      href={(q) => links.route('search', { term }, q)}
      filter={{ searchText: term, sort: 'RELEVANCE' }}
      page={pageNumber(page)}
    />
  );
}
