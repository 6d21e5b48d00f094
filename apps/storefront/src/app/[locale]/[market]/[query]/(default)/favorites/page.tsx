import { getTranslations } from 'next-intl/server';
// The cards come from a server action (favoritesSection): their styles and client components reach
// the browser only when this page's bundle has them.
import '@/features/catalog/product-card';
import { FavoritesIsland } from '@/features/favorites/favorites-island';
import styles from '@/features/favorites/favorites-page.module.css';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageScope } from '@/lib/page.server';
import { favoritesSection } from './favorites-section';

// The same page for every shopper, from the page cache (ADR 18); the list is theirs (ADR 37).
export const dynamic = 'force-static';

export const generateMetadata = namespaceMetadata('favorites', 'favorites');

export default async function FavoritesPage({ params }: PageProps) {
  await pageScope(params);
  const t = await getTranslations('favorites');
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <FavoritesIsland loading={t('loading')} section={favoritesSection} />
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
    </article>
  );
}
