import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { unneutralise } from './cells.ts';
import { type ImportRefusal, refusal } from './problems.ts';
import { SHEET_KINDS, SHEETS, type SheetKind, TRANSFER_LIMITS } from './sheets.ts';

export type FileType = 'CSV' | 'XLSX';

/** A sheet of the file: its kind, the head's columns by name and each data row's cells as text. */
export interface SheetTable {
  kind: SheetKind;
  /** Column name to its index in the row. */
  columns: Map<string, number>;
  rows: { row: number; cells: string[] }[];
}

export type ReadFile =
  | { ok: true; fileType: FileType; tables: SheetTable[]; rows: number }
  | { ok: false; fileType: FileType | null; refusals: ImportRefusal[] };

/** An XLSX workbook is a zip archive: it starts with a local file header. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Bytes no text file has: NUL, and the starts of common binary files a CSV is mistaken for. */
const looksBinary = (bytes: Uint8Array) =>
  bytes.subarray(0, 8192).includes(0) ||
  /^(%PDF|GIF8|\x89PNG|\xff\xd8\xff)/.test(latin1(bytes.subarray(0, 4)));

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The file's text when it is UTF-8 (with or without the byte order mark); otherwise the line of
 * its first byte that is not (Latin-1 and Windows-1252 files have å, ä, ö as single bytes).
 */
function utf8Text(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; line: number; value: string } {
  try {
    const text = fatalUtf8.decode(bytes);
    return { ok: true, text: text.startsWith('\uFEFF') ? text.slice(1) : text };
  } catch {
    let start = 0;
    let line = 1;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      const piece = bytes.subarray(start, i);
      try {
        fatalUtf8.decode(piece);
      } catch {
        return { ok: false, line, value: latin1(piece).trim() };
      }
      start = i + 1;
      line++;
    }
    return { ok: false, line: 1, value: '' };
  }
}

/** A row of nothing but empty cells is no row: spreadsheets leave them at the end. */
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

interface RawSheet {
  /** The worksheet's name in a workbook (it may name the kind); null in a CSV. */
  name: string | null;
  rows: { row: number; cells: string[] }[];
}

function readCsv(
  bytes: Uint8Array,
): { ok: true; sheet: RawSheet } | { ok: false; refusals: ImportRefusal[] } {
  if (looksBinary(bytes)) return { ok: false, refusals: [refusal('FILE_TYPE')] };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { ok: false, refusals: [refusal('ENCODING', { row: 1, value: 'UTF-16', expected: 'UTF-8' })] };
  }
  const decoded = utf8Text(bytes);
  if (!decoded.ok) {
    return {
      ok: false,
      refusals: [refusal('ENCODING', { row: decoded.line, value: decoded.value, expected: 'UTF-8' })],
    };
  }
  const parsed = Papa.parse<string[]>(decoded.text, { delimiter: ';', skipEmptyLines: false });
  const malformed = parsed.errors.map((error) =>
    refusal('MALFORMED_CSV', { row: (error.row ?? 0) + 1, value: error.code }),
  );
  if (malformed.length > 0) return { ok: false, refusals: malformed.slice(0, TRANSFER_LIMITS.listed) };
  return {
    ok: true,
    sheet: { name: null, rows: parsed.data.map((cells, i) => ({ row: i + 1, cells })) },
  };
}

/** A workbook cell as text: numbers as a spreadsheet shows them, rich text joined, formulas refused. */
function cellText(value: ExcelJS.CellValue): string | { formula: string } {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return String(value);
    // A price typed as 19.99 is held as the nearest double; two decimals are what it was.
    const hundredths = Math.round(value * 100);
    return Math.abs(value * 100 - hundredths) < 1e-6 ? (hundredths / 100).toFixed(2) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    return { formula: String((value as { formula?: string }).formula ?? '') };
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function readXlsx(
  bytes: Uint8Array,
): Promise<{ ok: true; sheets: RawSheet[] } | { ok: false; refusals: ImportRefusal[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    return { ok: false, refusals: [refusal('FILE_TYPE', { value: 'XLSX' })] };
  }
  const sheets: RawSheet[] = [];
  const refusals: ImportRefusal[] = [];
  for (const worksheet of workbook.worksheets) {
    const rows: RawSheet['rows'] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, number) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      const cells = Array.from(values, (value, i) => {
        const text = cellText(value);
        if (typeof text === 'string') return text;
        refusals.push(refusal('FORMULA', { row: number, column: String(i + 1), value: `=${text.formula}` }));
        return '';
      });
      rows.push({ row: number, cells });
    });
    sheets.push({ name: worksheet.name, rows });
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, sheets };
}

/** Swedish names of the worksheets, as a person may have named them. */
const SHEET_NAMES: Record<string, SheetKind> = { produkter: 'products', priser: 'prices', lager: 'stock' };

/** The kind a head (or the worksheet's name) says: the one whose imported columns it holds most of. */
function kindOf(name: string | null, head: readonly string[]): SheetKind | null {
  const named = name?.trim().toLowerCase() ?? '';
  if ((SHEET_KINDS as readonly string[]).includes(named)) return named as SheetKind;
  if (SHEET_NAMES[named]) return SHEET_NAMES[named];
  const scored = SHEET_KINDS.map((kind) => ({
    kind,
    score: SHEETS[kind].filter((c) => c.required && c.name !== 'article_number' && head.includes(c.name))
      .length,
  })).sort((a, b) => b.score - a.score);
  const [best, next] = scored as [(typeof scored)[number], (typeof scored)[number]];
  return best.score > 0 && best.score > next.score ? best.kind : null;
}

/** The sheet's head checked against its kind's columns: every refusal of the head, row 1. */
function tableOf(raw: RawSheet, refusals: ImportRefusal[]): SheetTable | null {
  const [head, ...body] = raw.rows.filter((row) => !isBlank(row.cells));
  if (!head) return null;
  const names = head.cells.map((cell) => unneutralise(cell).trim().toLowerCase());
  const kind = kindOf(raw.name, names);
  const at = { row: head.row };
  if (!kind) {
    const single = names.length === 1 && /[,\t]/.test(names[0] ?? '');
    refusals.push(
      single
        ? refusal('WRONG_SEPARATOR', { ...at, value: names[0] ?? '', expected: ';' })
        : refusal('UNKNOWN_SHEET', {
            ...at,
            value: raw.name ?? names.join(';'),
            expected: SHEET_KINDS.join(', '),
          }),
    );
    return null;
  }
  const columns = new Map<string, number>();
  const known = new Set(SHEETS[kind].map((c) => c.name));
  for (const [i, name] of names.entries()) {
    if (name === '' && body.every((row) => (row.cells[i] ?? '').trim() === '')) continue;
    if (!known.has(name))
      refusals.push(refusal('UNKNOWN_COLUMN', { ...at, sheet: kind, column: name || String(i + 1) }));
    else if (columns.has(name))
      refusals.push(refusal('DUPLICATE_COLUMN', { ...at, sheet: kind, column: name }));
    else columns.set(name, i);
  }
  for (const c of SHEETS[kind]) {
    if (c.required && !columns.has(c.name))
      refusals.push(refusal('MISSING_COLUMN', { ...at, sheet: kind, column: c.name }));
  }
  for (const { row, cells } of body) {
    const extra = cells.slice(names.length).some((cell) => cell.trim() !== '');
    if (extra || (raw.name === null && cells.length !== names.length)) {
      refusals.push(
        refusal('CELL_COUNT', {
          sheet: kind,
          row,
          value: String(cells.length),
          expected: String(names.length),
        }),
      );
    }
    for (const [i, cell] of cells.entries()) {
      if (cell.length > TRANSFER_LIMITS.cellChars) {
        refusals.push(
          refusal('CELL_TOO_LONG', { sheet: kind, row, column: names[i] ?? String(i + 1), value: cell }),
        );
      }
    }
  }
  const rows = body.map(({ row, cells }) => ({ row, cells: cells.map(unneutralise) }));
  return { kind, columns, rows };
}

/**
 * Reads an uploaded file: a CSV (UTF-8, `;` between values, one sheet) or an XLSX workbook (a
 * worksheet per sheet), its type judged from its bytes, never from its name. Answers every sheet
 * with its rows, or every refusal of the file and the heads; rows are judged later (`planImport`).
 */
export async function readImportFile(bytes: Uint8Array): Promise<ReadFile> {
  if (bytes.length > TRANSFER_LIMITS.fileBytes) {
    return {
      ok: false,
      fileType: null,
      refusals: [
        refusal('FILE_TOO_LARGE', {
          value: String(bytes.length),
          expected: String(TRANSFER_LIMITS.fileBytes),
        }),
      ],
    };
  }
  const fileType: FileType = isZip(bytes) ? 'XLSX' : 'CSV';
  const read = fileType === 'XLSX' ? await readXlsx(bytes) : readCsv(bytes);
  if (!read.ok) return { ok: false, fileType, refusals: read.refusals };
  const raws = 'sheets' in read ? read.sheets : [read.sheet];
  const refusals: ImportRefusal[] = [];
  const tables: SheetTable[] = [];
  for (const raw of raws) {
    const table = tableOf(raw, refusals);
    if (!table) continue;
    if (tables.some((t) => t.kind === table.kind)) {
      refusals.push(refusal('DUPLICATE_SHEET', { sheet: table.kind, row: 1, value: raw.name ?? table.kind }));
    } else tables.push(table);
  }
  const rows = tables.reduce((n, t) => n + t.rows.length, 0);
  if (rows > TRANSFER_LIMITS.rows) {
    refusals.push(refusal('TOO_MANY_ROWS', { value: String(rows), expected: String(TRANSFER_LIMITS.rows) }));
  }
  if (refusals.length > 0) return { ok: false, fileType, refusals };
  if (rows === 0) return { ok: false, fileType, refusals: [refusal('EMPTY_FILE')] };
  return { ok: true, fileType, tables, rows };
}
