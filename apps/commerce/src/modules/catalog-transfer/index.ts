// The catalog's export and import (ADR 76): products, prices and stock as CSV or XLSX, matched by article number.
export { CATALOG_IMPORT_CLI_PATH, CATALOG_IMPORT_PATH, serveCatalogTransfer } from './http.ts';
export { checkImport, runImport } from './import.ts';
export { type ImportReport, importReport } from './report.ts';
