import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  cursorPaging,
  DataTable,
  dataColumns,
  dataTableTexts,
  FilterForm,
  hrefWith,
  ListCount,
  Pager,
  pagerTexts,
  param,
  SearchField,
  type SearchParams,
} from '@/ui/data-table';
import { SelectField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { type ProductRow, ProductsQuery } from './documents';
import { isFiltered, listVariables, readListParams, SEARCH_MAX, type SortKey, STATUSES } from './list-params';
import styles from './products.module.css';

export async function productsMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('products'))('title') };
}

/**
 * The catalog desk's list: a GET form searches and filters, the API's page of products is a table
 * sorted by a link in its headers, and previous and next are links. Everything is in the address,
 * so every view can be bookmarked and works without JavaScript; the API pages and counts at any
 * size of catalog (ADR 73).
 */
export async function ProductsPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const list = readListParams(searchParams);
  const [{ products, catalogChoices, me }, t, format, tableTexts, pager] = await Promise.all([
    staffQuery(ProductsQuery, listVariables(list, locale)),
    getTranslations('products'),
    getFormatter(),
    dataTableTexts(),
    pagerTexts(),
  ]);
  const path = href(locale, '/products');
  const paging = cursorPaging(path, searchParams, products);
  const column = dataColumns<ProductRow>();
  const columns = [
    column.accessor('name', {
      header: t('columns.name'),
      meta: { rowHeader: true, sortable: true },
      cell: ({ row }) => (
        <Link href={href(locale, `/products/${row.original.id}`)}>{row.original.name || t('unnamed')}</Link>
      ),
    }),
    column.accessor('articleNumber', { header: t('columns.articleNumber') }),
    column.accessor('brandName', { header: t('columns.brand') }),
    column.accessor('categoryName', { header: t('columns.category') }),
    column.accessor('published', {
      header: t('columns.status'),
      cell: ({ getValue }) => (
        <span className={`${styles.status} ${getValue() ? '' : styles.draft}`}>
          {t(getValue() ? 'statuses.published' : 'statuses.draft')}
        </span>
      ),
    }),
    column.accessor('createdAt', {
      id: 'created',
      header: t('columns.created'),
      meta: { sortable: true },
      cell: ({ getValue }) => format.dateTime(new Date(getValue()), { dateStyle: 'medium' }),
    }),
  ];
  const filtered = isFiltered(list);
  const done = param(searchParams, 'done');
  return (
    <>
      <div className={styles.titleRow}>
        <h1>{t('title')}</h1>
        {me.permissions.includes('catalog.write') ? (
          <Link className={styles.newLink} href={href(locale, '/products/new')}>
            {t('new')}
          </Link>
        ) : null}
      </div>
      <p>{t('intro')}</p>
      {done && t.has(`done.${done}`) ? <Notice tone="success">{t(`done.${done}`)}</Notice> : null}
      <FilterForm t={t} path={path} clearHref={filtered ? path : null} className={styles.filters}>
        <SearchField t={t} value={list.q ?? ''} maxLength={SEARCH_MAX} />
        <SelectField name="category" label={t('filter.category')} defaultValue={list.category ?? ''}>
          <option value="">{t('filter.all')}</option>
          {catalogChoices.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.path}
            </option>
          ))}
        </SelectField>
        <SelectField name="brand" label={t('filter.brand')} defaultValue={list.brand ?? ''}>
          <option value="">{t('filter.all')}</option>
          {catalogChoices.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="status" label={t('filter.status')} defaultValue={list.status ?? ''}>
          <option value="">{t('filter.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        {/* The sort stays as it was when the filters change. */}
        <input type="hidden" name="sort" value={list.sort} />
        <input type="hidden" name="dir" value={list.dir} />
      </FilterForm>
      <ListCount
        text={t(products.totalCountCapped ? 'countCapped' : 'count', { count: products.totalCount })}
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={products.nodes}
        sort={{ column: list.sort, direction: list.dir }}
        sortHref={(sort, dir) => hrefWith(path, searchParams, { sort: sort as SortKey, dir })}
        texts={{ ...tableTexts, empty: filtered ? t('noneFound') : t('none') }}
      />
      <Pager
        label={pager.label}
        previous={paging.previous}
        next={paging.next}
        first={paging.first}
        texts={{ ...pager, first: t('firstPage') }}
      />
    </>
  );
}
