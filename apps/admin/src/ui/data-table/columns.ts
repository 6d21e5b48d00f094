import { type ColumnDef, createColumnHelper, type RowData, tableFeatures } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';

/** What a column says of itself beyond its header and cells. */
export interface DataColumnMeta {
  /** The API sorts by this column's id: its header is a link that sorts. */
  sortable?: boolean;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The cell names its row (a `<th scope="row">`): the first such column, else none. */
  rowHeader?: boolean;
}

/** The table's features, made per table: only the core (the API pages, sorts and filters). */
export const dataTableFeatures = () =>
  tableFeatures({ coreReactivityFeature: storeReactivityBindings(), columnMeta: {} as DataColumnMeta });

type Features = ReturnType<typeof dataTableFeatures>;

// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds each with its own value type.
export type DataColumn<Row extends RowData> = ColumnDef<Features, Row, any>;

/**
 * Columns of a table of `Row`s, typed by TanStack Table's helper:
 * `const column = dataColumns<Member>(); [column.accessor('email', { header: t('email'), meta: { sortable: true } })]`.
 */
export const dataColumns = <Row extends RowData>() => createColumnHelper<Features, Row>();
