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
  Pager,
  pagerTexts,
  type SearchParams,
} from '@/ui/data-table';
import { Button, TextField } from '@/ui/form';
import styles from './audit.module.css';
import { readAuditFilter } from './audit-filter';
import { AuditEntriesQuery, type AuditRow } from './documents';

/** Rows per page of the audit trail. */
const PAGE_SIZE = 50;

export async function auditMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('audit'))('title') };
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value, null, 2);

/** The values before and after a change, folded: a row stays one line until it is opened. */
function Change({
  entry,
  labels,
}: {
  entry: AuditRow;
  labels: { show: string; before: string; after: string };
}) {
  const before = json(entry.before);
  const after = json(entry.after);
  if (!before && !after) return null;
  return (
    <details className={styles.change}>
      <summary>{labels.show}</summary>
      {before ? (
        <>
          <strong>{labels.before}</strong>
          <pre className={styles.values}>{before}</pre>
        </>
      ) : null}
      {after ? (
        <>
          <strong>{labels.after}</strong>
          <pre className={styles.values}>{after}</pre>
        </>
      ) : null}
    </details>
  );
}

/** The audit trail: who changed what and when, with the values before and after; filtered and paged. */
export async function AuditPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const { values, filter } = readAuditFilter(searchParams);
  const after = typeof searchParams.after === 'string' ? searchParams.after : null;
  const [{ auditEntries }, t, format, tableTexts, pager] = await Promise.all([
    staffQuery(AuditEntriesQuery, { filter, first: PAGE_SIZE, after }),
    getTranslations('audit'),
    getFormatter(),
    dataTableTexts(),
    pagerTexts(),
  ]);
  const path = href(locale, '/audit');
  const paging = cursorPaging(path, searchParams, auditEntries);
  const labels = { show: t('change.show'), before: t('change.before'), after: t('change.after') };
  const column = dataColumns<AuditRow>();
  const columns = [
    column.accessor('at', {
      header: t('columns.at'),
      meta: { rowHeader: true },
      cell: ({ getValue }) =>
        format.dateTime(new Date(getValue()), { dateStyle: 'short', timeStyle: 'medium' }),
    }),
    column.accessor('actor', { header: t('columns.actor') }),
    column.accessor('action', { header: t('columns.action') }),
    column.display({
      id: 'entity',
      header: t('columns.entity'),
      cell: ({ row }) => `${row.original.entityType} ${row.original.entityId}`,
    }),
    column.accessor('address', { header: t('columns.address') }),
    column.display({
      id: 'change',
      header: t('columns.change'),
      cell: ({ row }) => <Change entry={row.original} labels={labels} />,
    }),
  ];
  const filtered = Object.values(values).some(Boolean);
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <form method="get" action={path} className={styles.filters} aria-label={t('filter.label')}>
        <TextField
          name="action"
          label={t('filter.action')}
          hint={t('filter.actionHint')}
          defaultValue={values.action}
        />
        <TextField name="entityType" label={t('filter.entityType')} defaultValue={values.entityType} />
        <TextField name="entityId" label={t('filter.entityId')} defaultValue={values.entityId} />
        <TextField
          name="staffId"
          label={t('filter.staffId')}
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={values.staffId}
        />
        <TextField name="from" type="date" label={t('filter.from')} defaultValue={values.from} />
        <TextField name="to" type="date" label={t('filter.to')} defaultValue={values.to} />
        <div className={styles.filterButtons}>
          <Button>{t('filter.submit')}</Button>
          {filtered ? <Link href={path}>{t('filter.clear')}</Link> : null}
        </div>
      </form>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={auditEntries.nodes}
        rowKey={(entry) => entry.id}
        texts={{ ...tableTexts, empty: filtered ? t('noneFiltered') : t('none') }}
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
