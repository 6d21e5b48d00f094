import Link from 'next/link';
import type { ReactNode } from 'react';
import { DataTable, type DataTableTexts, dataColumns } from '@/ui/data-table';
import { Button, TextField } from '@/ui/form';
import { changeCreditAction, eraseAction } from './actions';
import styles from './customers.module.css';
import type { CustomerDetail, CustomerOrderRow } from './documents';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A titled part of the customer page, labelled by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The account's facts as a list of terms. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The customer's latest orders, each linking to the order desk. */
export function OrdersTable({
  customer,
  t,
  tableTexts,
  orderHref,
  formatDate,
}: {
  customer: CustomerDetail;
  t: Translate;
  tableTexts: DataTableTexts;
  orderHref: (id: number) => string;
  formatDate: (iso: string) => string;
}) {
  const column = dataColumns<CustomerOrderRow>();
  const columns = [
    column.accessor('id', {
      header: t('orders.number'),
      meta: { rowHeader: true },
      cell: ({ getValue }) => <Link href={orderHref(getValue())}>{getValue()}</Link>,
    }),
    column.accessor('createdAt', {
      header: t('orders.date'),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('stage', {
      header: t('orders.stage'),
      cell: ({ getValue }) => t(`stages.${getValue()}`),
    }),
    column.accessor('orderValueFormatted', { header: t('orders.value'), meta: { numeric: true } }),
    column.accessor('paymentType', { header: t('orders.payment') }),
  ];
  return (
    <DataTable
      caption={t('orders.caption', { count: customer.orderCount })}
      columns={columns}
      rows={customer.orders}
      rowKey={(order) => String(order.id)}
      texts={{ ...tableTexts, empty: t('orders.none') }}
    />
  );
}

/** Whether the invoice takes the customer, and the form that blocks or unblocks it with a reason. */
export function InvoiceCredit({
  customer,
  locale,
  canChange,
  t,
}: {
  customer: CustomerDetail;
  locale: string;
  canChange: boolean;
  t: Translate;
}) {
  const { blocked, reason } = customer.invoiceCredit;
  return (
    <>
      <p>{blocked ? t('credit.blocked', { reason: reason ?? '' }) : t('credit.open')}</p>
      {canChange ? (
        <form action={changeCreditAction} className={styles.stack}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="customerId" value={customer.id} />
          <input type="hidden" name="change" value={blocked ? 'unblock' : 'block'} />
          <TextField
            name="reason"
            label={blocked ? t('credit.unblockReason') : t('credit.blockReason')}
            maxLength={500}
            required
            autoComplete="off"
          />
          <div>
            <Button kind={blocked ? 'secondary' : 'danger'}>
              {blocked ? t('credit.unblock') : t('credit.block')}
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}

/**
 * The person's data: a download of everything the shop holds (a plain form post, so it works
 * without JavaScript) and the erasure, each behind a step that is opened first, the erasure with
 * the email typed to confirm it.
 */
export function PersonalData({
  customer,
  locale,
  exportPath,
  t,
}: {
  customer: CustomerDetail;
  locale: string;
  exportPath: string;
  t: Translate;
}) {
  return (
    <div className={styles.stack}>
      <details className={styles.disclosure}>
        <summary>{t('data.export')}</summary>
        <p>{t('data.exportText')}</p>
        <form method="post" action={exportPath}>
          <Button kind="secondary">{t('data.download')}</Button>
        </form>
      </details>
      <details className={styles.danger}>
        <summary>{t('data.erase')}</summary>
        <p>{t('data.eraseText')}</p>
        <form action={eraseAction} className={styles.stack}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="customerId" value={customer.id} />
          <TextField
            name="confirmEmail"
            type="email"
            label={t('data.confirmEmail', { email: customer.email })}
            autoComplete="off"
            required
          />
          <div>
            <Button kind="danger">{t('data.eraseSubmit')}</Button>
          </div>
        </form>
      </details>
    </div>
  );
}
