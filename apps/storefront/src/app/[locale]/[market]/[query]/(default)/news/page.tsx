import { getTranslations } from 'next-intl/server';
import { ListPage } from '@/features/catalog/list-page';
import { namespaceMetadata } from '@/features/layout/text-route';
import { defaultSortFor } from '@/lib/config';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

export const generateMetadata = namespaceMetadata('news', 'news');

/** Every item, newest first. */
export default async function NewsPage({ params }: PageProps) {
  await pageScope(params);
  const [t, links, query] = await Promise.all([getTranslations('news'), getLinks(), pageQuery(params)]);
  return (
    <ListPage
      title={t('title')}
      description={t('text')}
      href={(q) => links.route('news', {}, q)}
      filter={{}}
      query={query}
      defaultSort={defaultSortFor('news')}
    />
  );
}
