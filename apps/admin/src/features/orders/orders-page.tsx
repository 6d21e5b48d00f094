import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { cursorPaging, DataTable, hrefWith, Pager, type SearchParams } from '@/ui/data-table';
import { OrdersQuery } from './documents';
import { OrderFilterForm } from './filter-form';
import { exportQuery, listVariables, readListParams, type SortKey } from './list-params';
import { moneyFormat } from './money';
import { orderColumns } from './order-columns';
import styles from './orders.module.css';

export async function ordersMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('title') };
}

/**
 * The order desk's list: filters as a GET form, the API's page of orders as a table sorted by a
 * link in its headers, previous and next as links, and the CSV export of what the filters find.
 * Everything is in the address, so every view can be bookmarked and works without JavaScript.
 */
export async function OrdersPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const list = readListParams(searchParams);
  const [{ orders }, t, common] = await Promise.all([
    staffQuery(OrdersQuery, listVariables(list)),
    getTranslations('orders'),
    getTranslations('common'),
  ]);
  const tableTexts = {
    empty: t('empty'),
    sortedAscending: common('table.sortedAscending'),
    sortedDescending: common('table.sortedDescending'),
  };
  const pager = {
    label: common('table.pages'),
    previous: common('table.previous'),
    next: common('table.next'),
  };
  const path = href(locale, '/orders');
  const paging = cursorPaging(path, searchParams, orders);
  const query = exportQuery(list);
  return (
    <>
      <div className={styles.titleRow}>
        <h1>{t('title')}</h1>
        <a
          className={styles.exportLink}
          href={`${href(locale, '/orders/export')}${query ? `?${query}` : ''}`}
          download
        >
          {t('export')}
        </a>
      </div>
      <OrderFilterForm locale={locale} list={list} />
      <p className={styles.count} role="status">
        {t('count', { count: orders.totalCount })}
      </p>
      <DataTable
        caption={t('tableCaption')}
        columns={orderColumns(
          {
            columns: t.raw('columns'),
            stages: t.raw('stages'),
            customerTypes: t.raw('customerTypes'),
            payments: t.raw('payments'),
          },
          locale,
          moneyFormat(locale),
        )}
        rows={orders.nodes}
        rowKey={(order) => String(order.id)}
        sort={{ column: list.sort, direction: list.dir }}
        sortHref={(column, direction) =>
          hrefWith(path, searchParams, { sort: column as SortKey, dir: direction })
        }
        texts={tableTexts}
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
