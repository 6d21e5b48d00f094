import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ListSort } from '@/lib/config';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './list-page.module.css';
import { parseListQuery, printListQuery } from './list-query';
import { ProductGrid } from './product-card';
import { ListProductsQuery } from './queries';

export const PAGE_SIZE = 20;

/** The orders a shopper can pick; RELEVANCE only where there is a search. */
const LIST_SORTS: readonly ListSort[] = ['LATEST', 'MOST_SOLD', 'PRICE', 'PRICE_DESC', 'ALPHABETICAL'];

export type SearchParams = Record<string, string | string[] | undefined>;

function toUrlParams(searchParams: SearchParams): URLSearchParams {
  return new URLSearchParams(
    Object.entries(searchParams).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, Array.isArray(v) ? (v[0] ?? '') : v]],
    ),
  );
}

export interface ListPageProps {
  title: string;
  description?: string;
  /** Where this list lives, for pagination links. */
  href: (query?: Record<string, string>) => string;
  filter: {
    categoryAlias?: string;
    brandAlias?: string;
    discountCampaignAlias?: string;
    searchText?: string;
  };
  /** The list's state in the URL: page and sort (see list-query). */
  searchParams: SearchParams;
  defaultSort: ListSort;
  children?: ReactNode;
}

/** A list of products with its heading, count and pages. */
export async function ListPage({
  title,
  description,
  href,
  filter,
  searchParams,
  defaultSort,
  children,
}: ListPageProps) {
  const state = parseListQuery(toUrlParams(searchParams));
  const page = state.page ?? 1;
  const sort = LIST_SORTS.find((s) => s === state.sort) ?? defaultSort;
  const [t, links, { products }] = await Promise.all([
    getTranslations('list'),
    getLinks(),
    query(ListProductsQuery, { ...filter, sort, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(products.count / PAGE_SIZE));
  // Other pages keep the list's state (sort, filters).
  const pageHref = (n: number) => href(Object.fromEntries(printListQuery({ ...state, page: n })));
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
          {page > 1 && <Link href={pageHref(page - 1)}>{t('previous')}</Link>}
          <span aria-current="page">{t('page', { page, pages })}</span>
          {page < pages && <Link href={pageHref(page + 1)}>{t('next')}</Link>}
        </nav>
      )}
    </>
  );
}
