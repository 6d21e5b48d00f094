import Papa from 'papaparse';

/** Excel reads a UTF-8 file as UTF-8 (å, ä, ö intact) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A value a spreadsheet would run as a formula: one starting with = + - @, a tab or a carriage
 * return. A plain decimal number (a negative amount, "-12,50") is only a number and stays as it is.
 * Unlike papaparse's own pattern, this one also catches a formula followed by a line break.
 */
const FORMULA_START = /^(?!-?\d+(?:,\d+)?$)[=+\-@\t\r]/;

/**
 * Rows as CSV the Nordic Excel opens as it is: `;` between values (the comma is the decimal
 * separator there), CRLF between rows, quotes where a value needs them, and formulas neutralised
 * with a leading apostrophe. Each call ends with a line break, so chunks can be sent one after another.
 */
export function csvLines(rows: readonly (readonly (string | number | null)[])[]): string {
  if (rows.length === 0) return '';
  const text = Papa.unparse(
    rows.map((row) => row.map((value) => (value === null ? '' : String(value)))),
    { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START, header: false },
  );
  return `${text}\r\n`;
}

/** Minor units as the decimal a Nordic spreadsheet reads: "1234,50", "-12,00". */
export function csvAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
