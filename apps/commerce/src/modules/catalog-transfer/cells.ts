/**
 * What a cell holds, both ways. Text a spreadsheet would run as a formula is written with a leading
 * apostrophe (OWASP's advice on CSV injection) and read back without it, so every text makes the
 * round trip as it was; amounts are written with a decimal comma, as a Nordic spreadsheet reads them.
 */

/**
 * Text a spreadsheet would run: starting with = + - @, a tab or a carriage return, after any
 * apostrophes (so that text which itself begins with an apostrophe before such a character gets
 * one more and reads back the same). A line feed counts too: a workbook's XML turns a carriage
 * return into one. A plain decimal number ("-12,50") is only a number.
 */
const RUNNABLE = /^'*[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(?:[,.]\d+)?$/;
/** What the export's apostrophe looks like in a file: one taken off on import. */
const NEUTRALISED = /^'+[=+\-@\t\r\n]/;

export function neutralise(text: string): string {
  return RUNNABLE.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function unneutralise(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/** Minor units as the decimal a Nordic spreadsheet reads: "1234,50". */
export function amountText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: CellProblem };
export type CellProblem =
  | 'NOT_A_NUMBER'
  | 'TOO_MANY_DECIMALS'
  | 'NEGATIVE'
  | 'TOO_LARGE'
  | 'NOT_A_WHOLE_NUMBER';

/** Spaces people and spreadsheets put between thousands: a space, no-break and narrow no-break. */
const THOUSANDS = /[ \u00a0\u202f]/g;
const AMOUNT = /^(-?)(\d{1,12})(?:[,.](\d{1,}))?$/;

/**
 * An amount as typed or written by a spreadsheet ("1 234,50", "1234.5", "99") in minor units:
 * never through a float, so "19,99" is 1999 exactly.
 */
export function parseAmount(text: string, max: number): Parsed<number> {
  const match = AMOUNT.exec(text.trim().replace(THOUSANDS, ''));
  if (!match) return { ok: false, problem: 'NOT_A_NUMBER' };
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  if (fraction.length > 2) return { ok: false, problem: 'TOO_MANY_DECIMALS' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (sign && minor > 0) return { ok: false, problem: 'NEGATIVE' };
  if (minor > max) return { ok: false, problem: 'TOO_LARGE' };
  return { ok: true, value: minor };
}

const WHOLE = /^(-?)(\d{1,12})$/;

/** A count of units ("12", "1 200"), 0 or more. */
export function parseWhole(text: string, max: number): Parsed<number> {
  const trimmed = text.trim().replace(THOUSANDS, '');
  const match = WHOLE.exec(trimmed);
  if (!match) {
    return { ok: false, problem: /^-?\d+[,.]\d+$/.test(trimmed) ? 'NOT_A_WHOLE_NUMBER' : 'NOT_A_NUMBER' };
  }
  const value = Number(match[2]);
  if (match[1] && value > 0) return { ok: false, problem: 'NEGATIVE' };
  if (value > max) return { ok: false, problem: 'TOO_LARGE' };
  return { ok: true, value };
}

/** An EAN/GTIN of 8, 12, 13 or 14 digits with its check digit right, or nothing. */
export function isEan(text: string): boolean {
  if (text === '') return true;
  if (!/^(?:\d{8}|\d{12,14})$/.test(text)) return false;
  const digits = [...text].map(Number);
  const check = digits.pop() as number;
  // From the right, the digits before the check digit weigh 3, 1, 3, ...
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
