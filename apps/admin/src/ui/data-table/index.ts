export { type DataColumn, type DataColumnMeta, dataColumns } from './columns';
export { DataTable, type DataTableTexts, ListCount, Pager } from './data-table';
export { FilterForm, SearchField } from './filter-form';
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
