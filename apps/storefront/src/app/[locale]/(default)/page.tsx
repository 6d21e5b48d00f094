import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/product-card';
import { CategoriesQuery, HomeQuery } from '@/features/catalog/queries';
import { catalogHref } from '@/i18n/catalog-href';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { query } from '@/lib/graphql/server';
import styles from './home.module.css';

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, { categories }, { products }] = await Promise.all([
    getTranslations('home'),
    query(locale, CategoriesQuery, {}),
    query(locale, HomeQuery, { take: 12 }),
  ]);
  const topLevel = categories.filter((c) => c.parentCategoryId === null);
  return (
    <>
      <section className={styles.hero}>
        <h1>{t('heroTitle')}</h1>
        <p>{t('heroText')}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categories')}</h2>
        <ul className={styles.tiles}>
          {topLevel.map((c) => (
            <li key={c.categoryId}>
              <Link href={catalogHref(c.canonicalUrl)} className={styles.tile}>
                <span className={styles.tileName}>{c.name}</span>
                <span className={styles.tileText}>{c.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-latest" className={styles.section}>
        <h2 id="home-latest">{t('latest')}</h2>
        <ProductGrid products={products.products} label={t('latest')} />
      </section>
    </>
  );
}
