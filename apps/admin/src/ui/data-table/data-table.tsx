import { constructTable, type RowData } from '@tanstack/table-core';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { type DataColumn, dataTableFeatures } from './columns';
import styles from './data-table.module.css';
import type { SortDirection, SortState } from './table-query';

/** The texts a table needs, translated by its page. */
export interface DataTableTexts {
  /** Shown in the body when there are no rows. */
  empty: string;
  /** Read after a sorted column's header, e.g. "sorted ascending". */
  sortedAscending: string;
  sortedDescending: string;
}

type Template<Context> = string | ((context: Context) => ReactNode) | undefined;

function render<Context>(template: Template<Context>, context: Context, fallback: ReactNode): ReactNode {
  if (typeof template === 'function') return template(context);
  return template ?? fallback;
}

/** What tells the rows apart: their `id`, unless `rowKey` says otherwise (rows without an id need it). */
type RowKey<Row> = Row extends { id: string | number }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

const idOf = (row: unknown) => String((row as { id: string | number }).id);

/**
 * A table of the API's rows, drawn on the server with TanStack Table's core: the API pages, sorts
 * and filters, so the table has no state. Sorting is a link in each sortable header (`aria-sort`
 * says the current one), so it works by keyboard and without JavaScript; the page reads the sort
 * from its address and asks the API for it.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  sortHref,
  texts,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  sort?: SortState | null;
  /** The address that sorts by a column in a direction. */
  sortHref?: (column: string, direction: SortDirection) => string;
  texts: DataTableTexts;
} & RowKey<Row>) {
  // The props' type asks for `rowKey` when the rows have no id of their own.
  const keyOf = (rowKey ?? idOf) as (row: Row) => string;
  const table = constructTable({
    features: dataTableFeatures(),
    columns,
    data: rows,
    getRowId: (row: Row) => keyOf(row),
  });
  const leafColumns = table.getAllLeafColumns();
  const rowHeader = leafColumns.find((column) => column.columnDef.meta?.rowHeader)?.id;
  return (
    // The wrapper scrolls a wide table sideways: focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.wrap} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const { meta } = header.column.columnDef;
                const label = render(
                  header.column.columnDef.header as Template<typeof header>,
                  header,
                  header.column.id,
                );
                const current = sort?.column === header.column.id ? sort.direction : null;
                const ariaSort =
                  current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={meta?.sortable ? (ariaSort ?? 'none') : undefined}
                    className={meta?.numeric ? styles.numeric : undefined}
                  >
                    {meta?.sortable && sortHref ? (
                      <Link
                        className={styles.sortLink}
                        href={sortHref(header.column.id, current === 'asc' ? 'desc' : 'asc')}
                      >
                        {label}
                        <span aria-hidden="true">
                          {current === 'asc' ? '▲' : current === 'desc' ? '▼' : '↕'}
                        </span>
                        {current ? (
                          <span className="visually-hidden">
                            {current === 'asc' ? texts.sortedAscending : texts.sortedDescending}
                          </span>
                        ) : null}
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={styles.empty} colSpan={leafColumns.length}>
                {texts.empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => {
                  const { meta } = cell.column.columnDef;
                  const content = render(
                    cell.column.columnDef.cell as Template<ReturnType<typeof cell.getContext>>,
                    cell.getContext(),
                    cell.getValue() as ReactNode,
                  );
                  const className = meta?.numeric ? styles.numeric : undefined;
                  return cell.column.id === rowHeader ? (
                    <th key={cell.id} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** How many rows the list holds in all, said again when a filter changes it. */
export function ListCount({ text }: { text: string }) {
  return (
    <p role="status" className={styles.count}>
      {text}
    </p>
  );
}

/** Previous and next pages as links (a link that leads nowhere is shown, not followed); past the first page, a link to it. */
export function Pager({
  label,
  previous,
  next,
  first = null,
  texts,
  status,
}: {
  label: string;
  previous: string | null;
  next: string | null;
  /** The first page, when this is not it (with `texts.first`). */
  first?: string | null;
  texts: { previous: string; next: string; first?: string };
  status?: string;
}) {
  const link = (target: string | null, text: string, rel: 'prev' | 'next') =>
    target ? (
      <Link className={styles.pagerLink} href={target} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className={styles.pagerLink} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <>
      <nav className={styles.pager} aria-label={label}>
        {link(previous, texts.previous, 'prev')}
        {status ? <span>{status}</span> : null}
        {link(next, texts.next, 'next')}
      </nav>
      {first && texts.first ? (
        <p>
          <Link href={first}>{texts.first}</Link>
        </p>
      ) : null}
    </>
  );
}
