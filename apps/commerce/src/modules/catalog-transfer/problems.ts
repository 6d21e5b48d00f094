import type { SheetKind } from './sheets.ts';

/**
 * Why a file, a sheet or a row is refused. A file with any refusal changes nothing; each names
 * the row (as a spreadsheet numbers it: the head is row 1) and the column where it has one.
 */
export const IMPORT_PROBLEMS = [
  // The file as a whole.
  'FILE_TOO_LARGE',
  'FILE_TYPE',
  'ENCODING',
  'EMPTY_FILE',
  'TOO_MANY_ROWS',
  'MALFORMED_CSV',
  'WRONG_SEPARATOR',
  // A sheet's head.
  'UNKNOWN_SHEET',
  'DUPLICATE_SHEET',
  'MISSING_COLUMN',
  'UNKNOWN_COLUMN',
  'DUPLICATE_COLUMN',
  // A row.
  'CELL_COUNT',
  'CELL_TOO_LONG',
  'FORMULA',
  'MISSING_ARTICLE_NUMBER',
  'UNKNOWN_ARTICLE_NUMBER',
  'DUPLICATE_ROW',
  'UNKNOWN_MARKET',
  'WRONG_CURRENCY',
  'NOT_A_NUMBER',
  'TOO_MANY_DECIMALS',
  'NEGATIVE_PRICE',
  'PRICE_TOO_LARGE',
  'ABOVE_REGULAR',
  'NOT_A_WHOLE_NUMBER',
  'NEGATIVE_STOCK',
  'STOCK_TOO_LARGE',
  'INVALID_EAN',
] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

export interface ImportRefusal {
  sheet: SheetKind | null;
  /** The row as a spreadsheet shows it (the head is 1); null for the file as a whole. */
  row: number | null;
  articleNumber: string | null;
  column: string | null;
  problem: ImportProblem;
  /** What the cell held (cut short), or what the problem names: the other row, the market's currency. */
  value: string | null;
  /** What was expected or where: the earlier row of a duplicate, the market's currency, the columns. */
  expected: string | null;
}

export const refusal = (
  problem: ImportProblem,
  at: Partial<Omit<ImportRefusal, 'problem'>> = {},
): ImportRefusal => ({
  sheet: at.sheet ?? null,
  row: at.row ?? null,
  articleNumber: at.articleNumber ?? null,
  column: at.column ?? null,
  problem,
  value: at.value === undefined || at.value === null ? null : at.value.slice(0, 80),
  expected: at.expected ?? null,
});
