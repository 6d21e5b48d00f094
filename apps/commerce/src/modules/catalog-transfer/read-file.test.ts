import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, type ExportCell, UTF8_BOM, writeXlsx } from './export.ts';
import { readImportFile } from './read-file.ts';
import { columnNames, type SheetKind } from './sheets.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const csvFile = (rows: readonly (readonly ExportCell[])[], bom = true) =>
  utf8((bom ? UTF8_BOM : '') + csvText(rows));

async function xlsxFile(sheets: { kind: SheetKind; rows: ExportCell[][] }[]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(
    sheets.map(({ kind, rows }) => ({ kind, rows: [rows] })),
    out,
  );
  return new Uint8Array(Buffer.concat(chunks));
}

const STOCK_HEAD = columnNames('stock');

/** Any text a cell may hold: formulas, quotes, `;`, line breaks, apostrophes and letters beyond ASCII. */
const cellText = fc.oneof(
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ';', "'", ' ', 'å', 'Ö', 'a', '1', ','),
  }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom("=cmd|' /C calc'!A0", '=HYPERLINK("x")', '@SUM(A1)', '-12,50', "'=1+1"),
);

describe('readImportFile', () => {
  it('reads a CSV with or without the byte order mark, quotes and ; inside cells', async () => {
    const rows = [STOCK_HEAD, ['HUS-1', 'Såg "Stor"; 40 cm', 'XL', 5, 2]];
    for (const bom of [true, false]) {
      const read = await readImportFile(csvFile(rows, bom));
      expect(read).toMatchObject({ ok: true, fileType: 'CSV', rows: 1 });
      if (!read.ok) return;
      expect(read.tables[0]?.kind).toBe('stock');
      expect(read.tables[0]?.rows).toEqual([
        { row: 2, cells: ['HUS-1', 'Såg "Stor"; 40 cm', 'XL', '5', '2'] },
      ]);
    }
  });

  // Sixty workbooks written and read: seconds on a busy machine.
  it('gives back every text it exported, formulas as plain text, from CSV and from XLSX alike', {
    timeout: 60_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(cellText, cellText), { minLength: 1, maxLength: 5 }),
        async (texts) => {
          const rows: ExportCell[][] = texts.map(([name, size], i) => [`A-${i}`, name, size, i, 1]);
          const expected = texts.map(([name, size], i) => [`A-${i}`, name, size, String(i), '1']);
          const csv = await readImportFile(csvFile([STOCK_HEAD, ...rows]));
          if (!csv.ok) throw new Error(JSON.stringify(csv.refusals));
          expect(csv.tables[0]?.rows.map((row) => row.cells)).toEqual(expected);
          const xlsx = await readImportFile(await xlsxFile([{ kind: 'stock', rows: [STOCK_HEAD, ...rows] }]));
          if (!xlsx.ok) throw new Error(JSON.stringify(xlsx.refusals));
          // A workbook's XML keeps no carriage return: it reads as a line feed, in Excel too.
          const lineFeeds = expected.map((row) => row.map((cell) => cell.replace(/\r\n?/g, '\n')));
          expect(xlsx.tables[0]?.rows.map((row) => row.cells)).toEqual(lineFeeds);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('neutralises formulas in the exported file itself', () => {
    const text = csvText([["=cmd|' /C calc'!A0", '+1', '@x', '-2+3']]);
    expect(text).toBe("'=cmd|' /C calc'!A0;'+1;'@x;'-2+3\r\n");
  });

  it('refuses a file that is not UTF-8 with the row of the first stray byte', async () => {
    const head = utf8(`${STOCK_HEAD.join(';')}\r\nHUS-1;Kedja;;1;1\r\n`);
    // "Såg" in Latin-1: å is the single byte 0xE5.
    const latin1 = new Uint8Array([
      ...head,
      ...[0x48, 0x55, 0x53, 0x2d, 0x32, 0x3b, 0x53, 0xe5, 0x67, 0x3b, 0x3b, 0x31, 0x3b, 0x31],
    ]);
    const read = await readImportFile(latin1);
    expect(read).toMatchObject({ ok: false, refusals: [{ problem: 'ENCODING', row: 3, expected: 'UTF-8' }] });
    const utf16 = new Uint8Array([0xff, 0xfe, ...utf8('a')]);
    expect(await readImportFile(utf16)).toMatchObject({
      ok: false,
      refusals: [{ problem: 'ENCODING', value: 'UTF-16' }],
    });
  });

  it('refuses a head with a column missing, unknown or twice, and a sheet it cannot tell', async () => {
    const missing = await readImportFile(
      csvFile([
        ['article_number', 'market', 'currency', 'price'],
        ['A', 'se', 'SEK', '1'],
      ]),
    );
    expect(missing).toMatchObject({
      ok: false,
      refusals: [{ problem: 'MISSING_COLUMN', sheet: 'prices', column: 'regular_price', row: 1 }],
    });
    const unknown = await readImportFile(
      csvFile([
        [...STOCK_HEAD, 'pris'],
        ['A', '', '', 1, 1, ''],
      ]),
    );
    expect(unknown).toMatchObject({ ok: false, refusals: [{ problem: 'UNKNOWN_COLUMN', column: 'pris' }] });
    const twice = await readImportFile(
      csvFile([
        [...STOCK_HEAD, 'in_stock'],
        ['A', '', '', 1, 1, 2],
      ]),
    );
    expect(twice).toMatchObject({
      ok: false,
      refusals: [{ problem: 'DUPLICATE_COLUMN', column: 'in_stock' }],
    });
    const other = await readImportFile(
      csvFile([
        ['sku', 'qty'],
        ['A', 1],
      ]),
    );
    expect(other).toMatchObject({ ok: false, refusals: [{ problem: 'UNKNOWN_SHEET', row: 1 }] });
    const commas = await readImportFile(utf8('article_number,in_stock,low_stock_threshold\r\nA,1,1\r\n'));
    expect(commas).toMatchObject({ ok: false, refusals: [{ problem: 'WRONG_SEPARATOR', expected: ';' }] });
  });

  it('refuses rows whose cells do not match the head, and unbalanced quotes', async () => {
    const short = await readImportFile(csvFile([STOCK_HEAD, ['A', 'x', '', 1, 1], ['B', 'y', '', 1]]));
    expect(short).toMatchObject({
      ok: false,
      refusals: [{ problem: 'CELL_COUNT', row: 3, value: '4', expected: '5' }],
    });
    const quotes = await readImportFile(utf8(`${STOCK_HEAD.join(';')}\r\nA;"Såg;;1;1\r\n`));
    expect(quotes).toMatchObject({ ok: false, refusals: [{ problem: 'MALFORMED_CSV' }] });
  });

  it('judges the type from the bytes: a PDF or image named .csv is refused, a workbook is read', async () => {
    expect(await readImportFile(utf8('%PDF-1.7\n...'))).toMatchObject({
      ok: false,
      refusals: [{ problem: 'FILE_TYPE' }],
    });
    expect(await readImportFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toMatchObject({
      ok: false,
      refusals: [{ problem: 'FILE_TYPE' }],
    });
    expect(await readImportFile(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]))).toMatchObject({
      ok: false,
      fileType: 'XLSX',
      refusals: [{ problem: 'FILE_TYPE' }],
    });
    expect(await readImportFile(utf8(''))).toMatchObject({
      ok: false,
      refusals: [{ problem: 'EMPTY_FILE' }],
    });
  });

  it('reads each worksheet of a workbook as its sheet, amounts as typed', async () => {
    const file = await xlsxFile([
      {
        kind: 'prices',
        rows: [columnNames('prices'), ['A', 'Såg', 'se', 'SEK', { minor: 1999 }, { minor: 250_000 }]],
      },
      { kind: 'stock', rows: [STOCK_HEAD, ['A', 'Såg', '', 3, 1]] },
    ]);
    const read = await readImportFile(file);
    expect(read).toMatchObject({ ok: true, fileType: 'XLSX', rows: 2 });
    if (!read.ok) return;
    expect(read.tables.map((t) => [t.kind, t.rows[0]?.cells])).toEqual([
      ['prices', ['A', 'Såg', 'se', 'SEK', '19.99', '2500']],
      ['stock', ['A', 'Såg', '', '3', '1']],
    ]);
  });

  it('refuses a workbook cell that holds a formula, naming the row, rather than trust its cached result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('prices');
    sheet.addRow(columnNames('prices'));
    sheet.addRow(['A', 'Såg', 'se', 'SEK', { formula: 'F2*0.9', result: 90 }, 100]);
    const read = await readImportFile(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(read).toMatchObject({
      ok: false,
      fileType: 'XLSX',
      refusals: [{ problem: 'FORMULA', row: 2, value: '=F2*0.9' }],
    });
  });
});
