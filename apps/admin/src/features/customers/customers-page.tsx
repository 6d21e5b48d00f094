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
  FilterForm,
  Pager,
  param,
  SearchField,
  type SearchParams,
} from '@/ui/data-table';
import { SelectField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { type CustomerListRow, CustomersQuery } from './documents';
import { tableTexts } from './texts.server';

/** Customers per page of the list. */
const PAGE_SIZE = 25;
const CUSTOMER_TYPES = ['PERSON', 'ORGANIZATION'] as const;
type CustomerType = (typeof CUSTOMER_TYPES)[number];

export async function customersMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('customers'))('title') };
}

/** The name a customer is shown by: the person's, else the company's, else their email. */
export const displayName = (row: { firstName: string; lastName: string; company: string }, email: string) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.company || email;

/** Every customer account, newest first, searched and paged by the API; a plain GET form filters it. */
export async function CustomersPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const search = param(searchParams, 'q') ?? '';
  const typeParam = param(searchParams, 'type');
  const customerType = CUSTOMER_TYPES.includes(typeParam as CustomerType)
    ? (typeParam as CustomerType)
    : null;
  const after = param(searchParams, 'after');
  const [{ customers }, t, format, texts] = await Promise.all([
    staffQuery(CustomersQuery, { search: search || null, customerType, first: PAGE_SIZE, after }),
    getTranslations('customers'),
    getFormatter(),
    tableTexts(),
  ]);
  const { pager } = texts;
  const path = href(locale, '/customers');
  const paging = cursorPaging(path, searchParams, customers);
  const column = dataColumns<CustomerListRow>();
  const columns = [
    column.display({
      id: 'name',
      header: t('columns.name'),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link href={href(locale, `/customers/${row.original.id}`)}>
          {displayName(row.original, row.original.email)}
        </Link>
      ),
    }),
    column.accessor('email', { header: t('columns.email') }),
    column.accessor('customerType', {
      header: t('columns.type'),
      cell: ({ getValue }) => t(`types.${getValue()}`),
    }),
    column.accessor('personalId', { header: t('columns.personalId') }),
    column.accessor('phone', { header: t('columns.phone') }),
    column.accessor('orderCount', { header: t('columns.orders'), meta: { numeric: true } }),
    column.accessor('createdAt', {
      header: t('columns.createdAt'),
      cell: ({ getValue }) => format.dateTime(new Date(getValue()), { dateStyle: 'medium' }),
    }),
  ];
  const filtered = Boolean(search || customerType);
  const done = param(searchParams, 'done');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {done === 'erased' ? <Notice tone="success">{t('done.erased')}</Notice> : null}
      <FilterForm t={t} path={path} clearHref={filtered ? path : null}>
        <SearchField t={t} value={search} />
        <SelectField name="type" label={t('filter.type')} defaultValue={customerType ?? ''}>
          <option value="">{t('filter.allTypes')}</option>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      <p aria-live="polite">{t('count', { count: customers.totalCount })}</p>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={customers.nodes}
        texts={{ ...texts.table, empty: filtered ? t('noneFound') : t('none') }}
      />
      <Pager
        label={pager.label}
        previous={paging.previous}
        next={paging.next}
        texts={{ previous: pager.previous, next: pager.next }}
      />
    </>
  );
}
