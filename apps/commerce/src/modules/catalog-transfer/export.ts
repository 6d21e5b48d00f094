import type { Writable } from 'node:stream';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Database } from '#src/db/client.ts';
import { brands, categories, markets, prices, products, productTexts, skus } from '#src/db/schema.ts';
import { amountText, neutralise } from './cells.ts';
import { columnNames, type SheetKind } from './sheets.ts';

/** A cell as exported: text (neutralised on the way out), a whole number, or an amount in minor units. */
export type ExportCell = string | number | { minor: number };

/** Products read per page: a catalog of any size streams in pieces of this many. */
const PAGE = 2_000;

export interface ExportOptions {
  /** Only this market's prices (its alias). */
  market?: string;
}

const swedishName = sql<string>`coalesce(${productTexts.name}, '')`;

async function productsPage(db: Database, after: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(gt(products.id, after))
    .orderBy(asc(products.id))
    .limit(PAGE);
}

/** One page of a sheet's rows, for the products with ids in (from, to]. */
function pageRows(db: Database, kind: SheetKind, from: number, to: number, options: ExportOptions) {
  const inPage = and(gt(products.id, from), sql`${products.id} <= ${to}`);
  const texts = and(eq(productTexts.productId, products.id), eq(productTexts.languageCode, 'sv'));
  if (kind === 'prices') {
    return db
      .select({
        articleNumber: products.articleNumber,
        name: swedishName,
        market: markets.alias,
        currency: markets.currencyCode,
        selling: prices.sellingIncVat,
        regular: prices.regularIncVat,
      })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .innerJoin(markets, eq(markets.id, prices.marketId))
      .leftJoin(productTexts, texts)
      .where(options.market ? and(inPage, eq(markets.alias, options.market)) : inPage)
      .orderBy(asc(products.id), asc(markets.position))
      .then((rows) =>
        rows.map((r): ExportCell[] => [
          r.articleNumber,
          r.name,
          r.market,
          r.currency,
          { minor: r.selling },
          { minor: r.regular },
        ]),
      );
  }
  return db
    .select({
      articleNumber: skus.articleNumber,
      productArticleNumber: products.articleNumber,
      name: swedishName,
      brand: brands.name,
      category: categories.alias,
      size: skus.name,
      gtin: skus.gtin,
      inStock: skus.inStock,
      threshold: skus.lowStockThreshold,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
    .leftJoin(productTexts, texts)
    .where(inPage)
    .orderBy(asc(products.id), asc(skus.position))
    .then((rows) =>
      rows.map((r): ExportCell[] =>
        kind === 'products'
          ? [r.articleNumber, r.productArticleNumber, r.name, r.brand, r.category, r.size, r.gtin]
          : [r.articleNumber, r.name, r.size, r.inStock, r.threshold],
      ),
    );
}

/** A sheet's rows in pages, its head first: every product in id order, however large the catalog. */
export async function* sheetRows(db: Database, kind: SheetKind, options: ExportOptions = {}) {
  yield [columnNames(kind) as ExportCell[]];
  let after = 0;
  for (;;) {
    const page = await productsPage(db, after);
    const last = page.at(-1)?.id;
    if (last === undefined) return;
    yield await pageRows(db, kind, after, last, options);
    after = last;
  }
}

const csvCell = (cell: ExportCell) =>
  typeof cell === 'string'
    ? neutralise(cell)
    : typeof cell === 'number'
      ? String(cell)
      : amountText(cell.minor);

/**
 * Rows as CSV a Nordic spreadsheet opens as it is: `;` between values, CRLF between rows, quotes
 * where a value needs them, text that would run as a formula behind an apostrophe.
 */
export function csvText(rows: readonly (readonly ExportCell[])[]): string {
  if (rows.length === 0) return '';
  const text = Papa.unparse(
    rows.map((row) => row.map(csvCell)),
    { delimiter: ';', newline: '\r\n', header: false, escapeFormulae: false },
  );
  return `${text}\r\n`;
}

/** Excel reads a UTF-8 file as UTF-8 (å, ä, ö intact) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** A sheet as CSV, in pieces: the byte order mark and head first, then a page of rows at a time. */
export async function* csvExport(db: Database, kind: SheetKind, options: ExportOptions = {}) {
  let first = true;
  for await (const rows of sheetRows(db, kind, options)) {
    yield (first ? UTF8_BOM : '') + csvText(rows);
    first = false;
  }
}

const xlsxCell = (cell: ExportCell) =>
  typeof cell === 'string' ? neutralise(cell) : typeof cell === 'number' ? cell : cell.minor / 100;

/** A sheet to write: its kind and its rows in pages, the head first (as `sheetRows` gives them). */
export interface ExportSheet {
  kind: SheetKind;
  rows: AsyncIterable<readonly (readonly ExportCell[])[]> | Iterable<readonly (readonly ExportCell[])[]>;
}

/**
 * Sheets as one XLSX workbook, a worksheet each, streamed to `out` as they are read: amounts are
 * numbers with two decimals, text is text (neutralised as in the CSV, so a sheet saved again as
 * CSV is no more dangerous than ours).
 */
export async function writeXlsx(sheets: readonly ExportSheet[], out: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.kind, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = columnNames(sheet.kind).map((name) => ({
      key: name,
      width: Math.max(12, name.length + 2),
      style: name.includes('price') ? { numFmt: '0.00' } : name === 'ean' ? { numFmt: '@' } : {},
    }));
    for await (const rows of sheet.rows) {
      for (const row of rows) worksheet.addRow(row.map(xlsxCell)).commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/** The catalog's sheets as one workbook, read in pages as they are written. */
export const writeCatalogXlsx = (
  db: Database,
  kinds: readonly SheetKind[],
  out: Writable,
  options: ExportOptions = {},
) =>
  writeXlsx(
    kinds.map((kind) => ({ kind, rows: sheetRows(db, kind, options) })),
    out,
  );
