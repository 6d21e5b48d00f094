export { type DataColumn, type DataColumnMeta, dataColumns } from './columns';
export { DataTable, type DataTableTexts, Pager } from './data-table';
export {
  cursorPaging,
  hrefWith,
  param,
  readSort,
  type SearchParams,
  type SortDirection,
  type SortState,
} from './table-query';
export { dataTableTexts, pagerTexts } from './table-texts.server';
