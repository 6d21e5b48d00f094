import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/product-card';
import { CategoriesQuery, CategoryProductsQuery } from '@/features/catalog/queries';
import { catalogHref } from '@/i18n/catalog-href';
import { Link, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { query } from '@/lib/graphql/server';
import styles from './category.module.css';

const PAGE_SIZE = 20;

interface Props {
  params: Promise<{ locale: Locale; path: string[] }>;
  searchParams: Promise<{ page?: string }>;
}

async function loadCategory(props: Props) {
  const { locale, path } = await props.params;
  const { categories } = await query(locale, CategoriesQuery, {});
  const category = categories.find((c) => c.alias === path.at(-1));
  return { locale, path, category, categories };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category } = await loadCategory(props);
  return category ? { title: category.name, description: category.description } : {};
}

export default async function CategoryPage(props: Props) {
  const { locale, path, category, categories } = await loadCategory(props);
  setRequestLocale(locale);
  if (!category) notFound();
  if (`/c/${path.join('/')}` !== category.canonicalUrl)
    redirect({ href: catalogHref(category.canonicalUrl), locale });

  const requested = Number((await props.searchParams).page ?? 1);
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const [t, { products }] = await Promise.all([
    getTranslations('list'),
    query(locale, CategoryProductsQuery, {
      categoryAlias: category.alias,
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
  ]);
  const pages = Math.max(1, Math.ceil(products.count / PAGE_SIZE));
  const children = categories.filter((c) => c.parentCategoryId === category.categoryId);
  const pageHref = (n: number) => ({
    ...catalogHref(category.canonicalUrl),
    query: n > 1 ? { page: n } : {},
  });

  return (
    <>
      <header className={styles.header}>
        <h1>{category.name}</h1>
        <p>{category.description}</p>
        <p className={styles.count}>{t('count', { count: products.count })}</p>
      </header>
      {children.length > 0 && (
        <nav aria-label={t('subCategories')}>
          <ul className={styles.children}>
            {children.map((c) => (
              <li key={c.categoryId}>
                <Link href={catalogHref(c.canonicalUrl)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductGrid products={products.products} label={category.name} />
      {pages > 1 && (
        <nav aria-label={t('pagination')} className={styles.pagination}>
          {page > 1 && <Link href={pageHref(page - 1)}>{t('previous')}</Link>}
          <span aria-current="page">{t('page', { page, pages })}</span>
          {page < pages && <Link href={pageHref(page + 1)}>{t('next')}</Link>}
        </nav>
      )}
    </>
  );
}
