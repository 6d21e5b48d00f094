import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/product-card';
import { CategoriesQuery, ListProductsQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './home.module.css';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const [t, links, { categories }, { products }] = await Promise.all([
    getTranslations('home'),
    getLinks(),
    query(CategoriesQuery, {}),
    query(ListProductsQuery, { take: 12, sort: 'LATEST' }),
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
              <Link href={links.catalog(c.canonicalUrl)} className={styles.tile}>
                <span className={styles.tileName}>{c.name}</span>
                <span className={styles.tileText}>{c.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-latest" className={styles.section}>
        <h2 id="home-latest">{t('latest')}</h2>
        <ProductGrid products={products.products} label={t('latest')} links={links} />
      </section>
    </>
  );
}
