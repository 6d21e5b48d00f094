import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListPage, type SearchParams } from '@/features/catalog/list-page';
import { cleanSearchTerm } from '@/features/search/search-term';
import { defaultSortFor } from '@/lib/config';
import { pageLocale } from '@/lib/page.server';
import { safeDecode } from '@/lib/routing/route-table';
import { getLinks } from '@/lib/shop-context.server';

interface Props {
  params: Promise<{ locale: string; term: string }>;
  searchParams: Promise<SearchParams>;
}

const termOf = async (params: Props['params']) => cleanSearchTerm(safeDecode((await params).term));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'search' });
  return { title: t('title', { term: await termOf(params) }), robots: { index: false } };
}

/** Search results in the page's language, most relevant first. */
export default async function SearchPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [term, t, links, state] = await Promise.all([
    termOf(params),
    getTranslations('search'),
    getLinks(),
    searchParams,
  ]);
  return (
    <ListPage
      title={t('title', { term })}
      href={(q) => links.route('search', { term }, q)}
      filter={{ searchText: term }}
      searchParams={state}
      defaultSort={defaultSortFor('search')}
      empty={<p>{t('noResults', { term })}</p>}
    />
  );
}
