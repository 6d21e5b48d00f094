import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  cursorPaging,
  DataTable,
  dataColumns,
  dataTableTexts,
  FilterForm,
  ListCount,
  Pager,
  pagerTexts,
  param,
  SearchField,
  type SearchParams,
} from '@/ui/data-table';
import { type StockSkuRow, StockSkusQuery } from './documents';
import styles from './stock.module.css';

/** Items per page of the list. */
const PAGE_SIZE = 25;

export async function stockMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('stock'))('title') };
}

type T = Awaited<ReturnType<typeof getTranslations<'stock'>>>;

/** What the list says of an item's stock: low is marked, in words as well as colour. */
export function StockStatus({ sku, t }: { sku: StockSkuRow; t: T }) {
  if (sku.isLow) return <span className={styles.low}>{t('status.low')}</span>;
  if (sku.discontinued) return <>{t('status.discontinued')}</>;
  if (sku.alwaysAvailable > 0) return <>{t('status.alwaysAvailable')}</>;
  return <>{t('status.ok')}</>;
}

/**
 * Every SKU by article number, searched and paged by the API; a plain GET form searches it, and a
 * box keeps only those low in stock. Each row links to the item's page.
 */
export async function StockPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const search = param(searchParams, 'q') ?? '';
  const lowOnly = param(searchParams, 'low') === '1';
  const after = param(searchParams, 'after');
  const [{ stockSkus }, t, tableTexts, pager] = await Promise.all([
    staffQuery(StockSkusQuery, {
      search: search.slice(0, 200) || null,
      lowOnly,
      first: PAGE_SIZE,
      after,
      languageCode: locale,
    }),
    getTranslations('stock'),
    dataTableTexts(),
    pagerTexts(),
  ]);
  const path = href(locale, '/stock');
  const paging = cursorPaging(path, searchParams, stockSkus);
  const column = dataColumns<StockSkuRow>();
  const columns = [
    column.display({
      id: 'product',
      header: t('columns.product'),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <>
          <Link href={href(locale, `/stock/${row.original.id}`)}>{row.original.productName}</Link>
          {row.original.size ? <span className={styles.small}>{row.original.size}</span> : null}
        </>
      ),
    }),
    column.accessor('articleNumber', { header: t('columns.article') }),
    column.accessor('ean', { header: t('columns.ean') }),
    column.accessor('inStock', { header: t('columns.inStock'), meta: { numeric: true } }),
    column.accessor('oversellable', { header: t('columns.supplier'), meta: { numeric: true } }),
    column.accessor('lowStockThreshold', { header: t('columns.threshold'), meta: { numeric: true } }),
    column.display({
      id: 'status',
      header: t('columns.status'),
      cell: ({ row }) => <StockStatus sku={row.original} t={t} />,
    }),
  ];
  const filtered = Boolean(search || lowOnly);
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <FilterForm t={t} path={path} clearHref={filtered ? path : null} className={styles.filters}>
        <SearchField t={t} value={search} />
        <label className={styles.check}>
          <input type="checkbox" name="low" value="1" defaultChecked={lowOnly} />
          {t('filter.lowOnly')}
        </label>
      </FilterForm>
      <ListCount text={t(stockSkus.countCapped ? 'countMore' : 'count', { count: stockSkus.totalCount })} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={stockSkus.nodes}
        texts={{ ...tableTexts, empty: filtered ? t('noneFound') : t('none') }}
      />
      <Pager label={pager.label} previous={paging.previous} next={paging.next} texts={pager} />
    </>
  );
}
