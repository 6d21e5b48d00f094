import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CACHE_LIFETIMES } from '@/lib/cache-manifest';
import { LIST_SORTS, type ListSort } from '@/lib/config';
import { query } from '@/lib/graphql/server';
import { listPeriodOf, listPeriodQuery } from '@/lib/list-period';
import { isBeyondLastPage, pageCount } from '@/lib/page-number';
import { periodText } from '@/lib/rental-period';
import { localeInfo } from '@/lib/routing/locales';
import { getLinks, getShopContext } from '@/lib/shop-context.server';
import { FacetForm, type FacetGroup } from './facet-form';
import styles from './list-page.module.css';
import { type CardHire, hireOf, NoneFree, PeriodForm } from './list-period';
import { FACET_PARAMS, type ListQuery, parseListQuery, printListQuery, selectedFacetIds } from './list-query';
import { ProductGrid } from './product-card';
import { ListProductsQuery } from './queries';

export const PAGE_SIZE = 20;

/** The list query without one selected item. */
function without(state: ListQuery, param: string, id: string): ListQuery {
  const drop = (items: ListQuery['facets'][keyof ListQuery['facets']]) => items?.filter((i) => i.id !== id);
  if (param.startsWith('p-')) {
    return {
      ...state,
      page: undefined,
      parameters: { ...state.parameters, [param.slice(2)]: drop(state.parameters[param.slice(2)]) ?? [] },
    };
  }
  return {
    ...state,
    page: undefined,
    facets: { ...state.facets, [param]: drop(state.facets[param as keyof ListQuery['facets']]) },
  };
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
  /** The list's state in the address's query: filters, sort and page (see list-query). */
  query: URLSearchParams;
  defaultSort: ListSort;
  /** Shown in place of the products when none match. */
  empty?: ReactNode;
  /** The list can be asked for hire days: the machines free for all of them (the address reads them). */
  periods?: boolean;
  children?: ReactNode;
}

/** A list of products with its heading, count, filters, sort and pages. */
export async function ListPage({
  title,
  description,
  href,
  filter,
  query: addressQuery,
  defaultSort,
  empty,
  periods = false,
  children,
}: ListPageProps) {
  const state = parseListQuery(addressQuery);
  const { locale } = await getShopContext();
  const asked = periods ? listPeriodOf(addressQuery, locale) : ({ kind: 'none' } as const);
  const period = asked.kind === 'period' ? asked.period : null;
  const page = state.page ?? 1;
  const sorts = defaultSort === 'RELEVANCE' ? (['RELEVANCE', ...LIST_SORTS] as const) : LIST_SORTS;
  const sort = sorts.find((s) => s === state.sort) ?? defaultSort;
  const [t, tf, tRental, tPeriod, links, { products }] = await Promise.all([
    getTranslations('list'),
    getTranslations('facets'),
    getTranslations('rental'),
    getTranslations('listPeriod'),
    getLinks(),
    query(
      ListProductsQuery,
      {
        ...filter,
        sort,
        facets: selectedFacetIds(state),
        skip: (page - 1) * PAGE_SIZE,
        take: PAGE_SIZE,
        rentalPeriod: period,
      },
      // Bookings expire no cache tag: a list of free machines, and its page, is kept briefly (ADR 62).
      period ? { seconds: CACHE_LIFETIMES.rentalAvailabilitySeconds } : undefined,
    ),
  ]);
  if (isBeyondLastPage(page, products.count, PAGE_SIZE)) notFound();
  const pages = pageCount(products.count, PAGE_SIZE);
  // Every link of the list (filters, sort, pages) keeps the asked days.
  const hrefOf = (next: ListQuery) =>
    href({ ...Object.fromEntries(printListQuery(next)), ...listPeriodQuery(period, locale) });
  const hires = new Map<number, CardHire>();
  for (const product of products.products) {
    const hire = hireOf(product, asked, {
      priceFor: period ? tRental('priceFor', { period: periodText(period, localeInfo[locale].iso) }) : '',
      bookDays: tPeriod('bookDays'),
      free: (free) => tRental('freeUnits', { free, units: product.rental?.units ?? 0 }),
    });
    if (hire) hires.set(product.productId, hire);
  }
  const offersPeriods =
    periods && (asked.kind !== 'none' || products.products.some((p) => p.rental !== null));
  // The list without its days: filters and sort, from page 1.
  const withoutDays = Object.fromEntries(printListQuery({ ...state, page: undefined }));
  const selected = new Set(selectedFacetIds(state));

  const groups: FacetGroup[] = products.filters.facets.map((facet) => ({
    param: facet.filterId,
    label: facet.type === 'Parameter' ? facet.label : tf(`type.${facet.type}`),
    values: facet.values.map((v) => ({
      id: v._id,
      label: v.label,
      count: v.count,
      countLabel: tf('valueCount', { count: v.count }),
      selected: selected.has(v._id),
    })),
  }));
  // A selection the list no longer offers (e.g. a typed price range) still shows, so it can be removed.
  const chips = [
    ...FACET_PARAMS.flatMap((param) => (state.facets[param] ?? []).map((item) => ({ param, ...item }))),
    ...Object.entries(state.parameters).flatMap(([id, items]) =>
      items.map((item) => ({ param: `p-${id}`, ...item })),
    ),
  ];

  return (
    <>
      <header className={styles.header}>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </header>
      {children}
      {offersPeriods && (
        <PeriodForm
          action={href()}
          locale={locale}
          asked={asked}
          problem={products.rentalPeriodProblem}
          keep={withoutDays}
          clearHref={href(withoutDays)}
        />
      )}
      <FacetForm
        action={href()}
        keep={listPeriodQuery(period, locale)}
        groups={groups}
        sort={{
          value: sort,
          default: defaultSort,
          options: sorts.map((value) => ({ value, label: tf(`sort.${value}`) })),
        }}
        texts={{
          filters: tf('filters'),
          sort: tf('sortLabel'),
          apply: tf('apply'),
          showProducts: tf('showCount', { count: products.count }),
          priceFrom: tf('priceFrom'),
          priceTo: tf('priceTo'),
          priceRange: tf('priceRange'),
        }}
      >
        <div className={styles.toolbar}>
          <div role="status">
            <h2 className={styles.count}>{t('count', { count: products.count })}</h2>
          </div>
          {chips.length > 0 && (
            <ul className={styles.chips} aria-label={tf('selected')}>
              {chips.map((chip) => (
                <li key={`${chip.param}:${chip.id}`}>
                  <Link href={hrefOf(without(state, chip.param, chip.id))} scroll={false}>
                    <span className="visually-hidden">{tf('remove')} </span>
                    {chip.label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link href={hrefOf({ facets: {}, parameters: {}, sort: state.sort })} scroll={false}>
                  {tf('clearAll')}
                </Link>
              </li>
            </ul>
          )}
        </div>
        {products.count === 0 && period && !products.rentalPeriodProblem ? (
          <NoneFree contactHref={links.route('contactRentals')} clearHref={href(withoutDays)} />
        ) : products.count === 0 && empty ? (
          empty
        ) : (
          <ProductGrid
            products={products.products}
            label={title}
            links={links}
            hireOf={(product) => hires.get(product.productId) ?? null}
          />
        )}
        {pages > 1 && (
          <nav aria-label={t('pagination')} className={styles.pagination}>
            {page > 1 && <Link href={hrefOf({ ...state, page: page - 1 })}>{t('previous')}</Link>}
            <span aria-current="page">{t('page', { page, pages })}</span>
            {page < pages && <Link href={hrefOf({ ...state, page: page + 1 })}>{t('next')}</Link>}
          </nav>
        )}
      </FacetForm>
    </>
  );
}
