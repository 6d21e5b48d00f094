import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './list-page.module.css';
import { ProductGrid } from './product-card';
import { ListProductsQuery } from './queries';

export const PAGE_SIZE = 20;

/** The page number from `?page=`, 1 when missing or malformed. */
export function pageNumber(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export interface ListPageProps {
  title: string;
  description?: string;
  /** Where this list lives, for pagination links. */
  href: (query?: Record<string, number>) => string;
  filter: {
    categoryAlias?: string;
    brandAlias?: string;
    discountCampaignAlias?: string;
    searchText?: string;
    sort?: 'LATEST' | 'RELEVANCE';
  };
  page: number;
  children?: ReactNode;
}

/** A list of products with its heading, count and pages. */
export async function ListPage({ title, description, href, filter, page, children }: ListPageProps) {
  const [t, links, { products }] = await Promise.all([
    getTranslations('list'),
    getLinks(),
    query(ListProductsQuery, { ...filter, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(products.count / PAGE_SIZE));
  return (
    <>
      <header className={styles.header}>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
        <p className={styles.count}>{t('count', { count: products.count })}</p>
      </header>
      {children}
      <ProductGrid products={products.products} label={title} links={links} />
      {pages > 1 && (
        <nav aria-label={t('pagination')} className={styles.pagination}>
          {page > 1 && <Link href={href(page > 2 ? { page: page - 1 } : {})}>{t('previous')}</Link>}
          <span aria-current="page">{t('page', { page, pages })}</span>
          {page < pages && <Link href={href({ page: page + 1 })}>{t('next')}</Link>}
        </nav>
      )}
    </>
  );
}
