import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListPage } from '@/features/catalog/list-page';
import { routeAlternates } from '@/features/layout/alternates.server';
import { defaultSortFor } from '@/lib/config';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { safeDecode } from '@/lib/routing/route-table';
import { cleanSearchTerm } from '@/lib/search-term';
import { getLinks } from '@/lib/shop-context.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

type Props = PageProps<{ term: string }>;

const termOf = async (params: Props['params']) => cleanSearchTerm(safeDecode((await params).term));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageScope(params);
  const [t, term] = await Promise.all([getTranslations({ locale, namespace: 'search' }), termOf(params)]);
  return {
    title: t('title', { term }),
    robots: { index: false },
    alternates: await routeAlternates('search', { term }),
  };
}

/** Search results in the page's language, most relevant first. */
export default async function SearchPage({ params }: Props) {
  await pageScope(params);
  const [term, t, links, query] = await Promise.all([
    termOf(params),
    getTranslations('search'),
    getLinks(),
    pageQuery(params),
  ]);
  return (
    <ListPage
      title={t('title', { term })}
      href={(q) => links.route('search', { term }, q)}
      filter={{ searchText: term }}
      query={query}
      defaultSort={defaultSortFor('search')}
      empty={<p>{t('noResults', { term })}</p>}
      periods
    />
  );
}
