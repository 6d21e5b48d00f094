import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListPage, type SearchParams } from '@/features/catalog/list-page';
import { defaultSortFor } from '@/lib/config';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'news' });
  return { title: t('title') };
}

/** Every item, newest first. */
export default async function NewsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, links, state] = await Promise.all([getTranslations('news'), getLinks(), searchParams]);
  return (
    <ListPage
      title={t('title')}
      description={t('text')}
      href={(q) => links.route('news', {}, q)}
      filter={{}}
      searchParams={state}
      defaultSort={defaultSortFor('news')}
    />
  );
}
