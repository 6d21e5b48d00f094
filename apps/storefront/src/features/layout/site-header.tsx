import { getTranslations } from 'next-intl/server';
import { CategoriesQuery } from '@/features/catalog/queries';
import { catalogHref } from '@/i18n/catalog-href';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { query } from '@/lib/graphql/server';
import styles from './site-header.module.css';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, { categories }] = await Promise.all([
    getTranslations('layout'),
    query(locale, CategoriesQuery, {}),
  ]);
  const topLevel = categories.filter((c) => c.parentCategoryId === null);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          Maskinbutiken
        </Link>
      </div>
      <nav aria-label={t('mainNavigation')} className={styles.nav}>
        <ul className="container">
          {topLevel.map((c) => (
            <li key={c.categoryId}>
              <Link href={catalogHref(c.canonicalUrl)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
