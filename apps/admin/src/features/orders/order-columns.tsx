import Link from 'next/link';
import { href } from '@/lib/routing/paths';
import { type DataColumn, dataColumns } from '@/ui/data-table';
import type { OrderRow } from './documents';
import { dateTimeFormat, type MoneyFormat } from './money';
import styles from './orders.module.css';
import { StageBadge } from './stage-badge';

export interface OrderColumnTexts {
  columns: Record<'number' | 'date' | 'stage' | 'customer' | 'market' | 'payment' | 'total', string>;
  stages: Record<string, string>;
  customerTypes: Record<string, string>;
  payments: Record<string, string>;
}

/** The list's columns: number (to the order), date, status, customer, market, payment and total. */
export function orderColumns(
  texts: OrderColumnTexts,
  locale: string,
  money: MoneyFormat,
): DataColumn<OrderRow>[] {
  const column = dataColumns<OrderRow>();
  const dateTime = dateTimeFormat(locale);
  return [
    column.accessor('id', {
      id: 'number',
      header: texts.columns.number,
      meta: { sortable: true, rowHeader: true },
      cell: ({ row }) => (
        <Link className={styles.orderLink} href={href(locale as 'sv', `/orders/${row.original.id}`)}>
          {row.original.id}
        </Link>
      ),
    }),
    column.accessor('createdAt', {
      id: 'date',
      header: texts.columns.date,
      meta: { sortable: true },
      cell: ({ row }) => dateTime(row.original.createdAt),
    }),
    column.accessor('stage', {
      id: 'stage',
      header: texts.columns.stage,
      cell: ({ row }) => <StageBadge stage={row.original.stage} label={texts.stages[row.original.stage]} />,
    }),
    column.accessor('email', {
      id: 'customer',
      header: texts.columns.customer,
      cell: ({ row }) => (
        <>
          <span className={styles.customerName}>{row.original.company || row.original.name}</span>
          <span className={styles.muted}>{row.original.email}</span>
          <span className={styles.muted}>{texts.customerTypes[row.original.customerType]}</span>
        </>
      ),
    }),
    column.accessor('market', {
      id: 'market',
      header: texts.columns.market,
      cell: ({ row }) => row.original.market.toUpperCase(),
    }),
    column.accessor('paymentType', {
      id: 'payment',
      header: texts.columns.payment,
      cell: ({ row }) => texts.payments[row.original.paymentType] ?? row.original.paymentType,
    }),
    column.accessor('orderValueIncVat', {
      id: 'total',
      header: texts.columns.total,
      meta: { sortable: true, numeric: true },
      cell: ({ row }) => money(row.original.orderValueIncVat, row.original.currency),
    }),
  ];
}
