import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ContentPagesQuery } from '@/features/content/queries';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './site-footer.module.css';

export async function SiteFooter() {
  const [t, links, { contentPages }] = await Promise.all([
    getTranslations('layout'),
    getLinks(),
    query(ContentPagesQuery, {}),
  ]);
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label={t('footerNavigation')} className={styles.links}>
          <ul>
            {contentPages.map((page) => (
              <li key={page.alias}>
                <Link href={links.catalog(page.canonicalUrl)}>{page.title}</Link>
              </li>
            ))}
            <li>
              <Link href={links.route('brands')}>{t('brands')}</Link>
            </li>
          </ul>
        </nav>
        <p>{t('footerText')}</p>
      </div>
    </footer>
  );
}
