import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, type ExportCell, UTF8_BOM } from './export.ts';
import { type CatalogState, planImport } from './plan.ts';
import type { ImportProblem } from './problems.ts';
import { readImportFile } from './read-file.ts';
import { columnNames } from './sheets.ts';

const ARTICLES = ['HUS-100001', 'HUS-100002', 'STI-100003', 'STI-100004', 'MAK-100005'];

/** A catalog of five products of one SKU each, priced in Sweden only. */
const state: CatalogState = {
  markets: new Map([
    ['se', { id: 1, alias: 'se', currency: 'SEK', vatRateBp: 2500 }],
    ['dk', { id: 2, alias: 'dk', currency: 'DKK', vatRateBp: 2500 }],
  ]),
  skus: new Map(
    ARTICLES.map((a, i) => [
      a,
      { skuId: 10 + i, productId: i + 1, alias: `p${i}`, gtin: '7350000000016', inStock: 4, threshold: 5 },
    ]),
  ),
  products: new Map(ARTICLES.map((a, i) => [a, { productId: i + 1, alias: `p${i}` }])),
  prices: new Map(
    ARTICLES.map((_, i) => [`${i + 1}:1`, { selling: 99_900, regular: 99_900, vatRateBp: 2500 }]),
  ),
};

const PRICES_HEAD = columnNames('prices');
const STOCK_HEAD = columnNames('stock');
const priceRows = (): ExportCell[][] => ARTICLES.map((a) => [a, 'Såg', 'se', 'SEK', '999,00', '999,00']);
const stockRows = (): ExportCell[][] => ARTICLES.map((a) => [a, 'Såg', '', 4, 5]);

const bytesOf = (rows: readonly (readonly ExportCell[])[]) =>
  new TextEncoder().encode(UTF8_BOM + csvText(rows));

async function planOf(bytes: Uint8Array) {
  const read = await readImportFile(bytes);
  return read.ok ? planImport(read.tables, state) : { refusals: read.refusals, changes: [], fingerprint: '' };
}

describe('planImport', () => {
  it('changes nothing for a file that says what the catalog holds', async () => {
    const plan = await planOf(bytesOf([PRICES_HEAD, ...priceRows()]));
    expect(plan).toMatchObject({ changes: [], refusals: [] });
  });

  it('lists a changed price field by field, a new market as created, and keys them by article number only', async () => {
    const rows = priceRows();
    rows[1] = [ARTICLES[1] as string, 'Ett helt annat namn', 'se', 'SEK', '899,00', '999,00'];
    rows.push([ARTICLES[2] as string, 'Såg', 'dk', 'DKK', '700', '']);
    const plan = await planOf(bytesOf([PRICES_HEAD, ...rows]));
    expect(plan.refusals).toEqual([]);
    expect(plan.changes.map(({ write: _, ...c }) => c)).toEqual([
      {
        sheet: 'prices',
        row: 3,
        articleNumber: ARTICLES[1],
        market: 'se',
        created: false,
        fields: [{ field: 'price', old: '999,00', new: '899,00' }],
      },
      {
        sheet: 'prices',
        row: 7,
        articleNumber: ARTICLES[2],
        market: 'dk',
        created: true,
        fields: [
          { field: 'price', old: null, new: '700,00' },
          { field: 'regular_price', old: null, new: '700,00' },
        ],
      },
    ]);
  });

  it('gives the same fingerprint for the same changes, and another when the catalog moved', async () => {
    const rows = [PRICES_HEAD, ...priceRows().map((r) => [...r.slice(0, 4), '500', ''])];
    const read = await readImportFile(bytesOf(rows));
    if (!read.ok) throw new Error('unreadable');
    const first = planImport(read.tables, state);
    expect(planImport(read.tables, state).fingerprint).toBe(first.fingerprint);
    const moved = new Map(state.prices);
    moved.set('1:1', { selling: 1, regular: 99_900, vatRateBp: 2500 });
    expect(planImport(read.tables, { ...state, prices: moved }).fingerprint).not.toBe(first.fingerprint);
  });

  /** One way to break a row of a good file, the problem it must be refused with and in which column. */
  const breakages: {
    sheet: 'prices' | 'stock';
    change: (row: ExportCell[]) => ExportCell[];
    problem: ImportProblem;
  }[] = [
    { sheet: 'prices', change: (r) => ['NOPE-1', ...r.slice(1)], problem: 'UNKNOWN_ARTICLE_NUMBER' },
    { sheet: 'prices', change: (r) => ['', ...r.slice(1)], problem: 'MISSING_ARTICLE_NUMBER' },
    { sheet: 'prices', change: (r) => [...r.slice(0, 4), 'tolv', r[5] as string], problem: 'NOT_A_NUMBER' },
    { sheet: 'prices', change: (r) => [...r.slice(0, 4), '=1+1', r[5] as string], problem: 'NOT_A_NUMBER' },
    {
      sheet: 'prices',
      change: (r) => [...r.slice(0, 4), '9,999', r[5] as string],
      problem: 'TOO_MANY_DECIMALS',
    },
    { sheet: 'prices', change: (r) => [...r.slice(0, 4), '-5', ''], problem: 'NEGATIVE_PRICE' },
    { sheet: 'prices', change: (r) => [...r.slice(0, 4), '1000,00', '999,00'], problem: 'ABOVE_REGULAR' },
    {
      sheet: 'prices',
      change: (r) => [r[0] as string, r[1] as string, 'se', 'EUR', ...r.slice(4)],
      problem: 'WRONG_CURRENCY',
    },
    {
      sheet: 'prices',
      change: (r) => [r[0] as string, r[1] as string, 'xx', ...r.slice(3)],
      problem: 'UNKNOWN_MARKET',
    },
    { sheet: 'stock', change: (r) => [...r.slice(0, 3), -1, 5], problem: 'NEGATIVE_STOCK' },
    { sheet: 'stock', change: (r) => [...r.slice(0, 3), '2,5', 5], problem: 'NOT_A_WHOLE_NUMBER' },
    { sheet: 'stock', change: (r) => [...r.slice(0, 3), '', 5], problem: 'NOT_A_NUMBER' },
    { sheet: 'stock', change: (r) => ['NOPE-2', ...r.slice(1)], problem: 'UNKNOWN_ARTICLE_NUMBER' },
  ];

  it('refuses a broken row of any good file with its row number and reason, whatever good changes surround it', {
    timeout: 60_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...breakages),
        fc.nat(ARTICLES.length - 1),
        fc.array(fc.tuple(fc.nat(ARTICLES.length - 1), fc.integer({ min: 0, max: 5000 }))),
        async (breakage, at, edits) => {
          const rows = breakage.sheet === 'prices' ? priceRows() : stockRows();
          // Good changes around the broken row, which a refused file must not write either.
          for (const [i, value] of edits) {
            const row = rows[i] as ExportCell[];
            if (breakage.sheet === 'prices')
              rows[i] = [...row.slice(0, 4), String(value), String(value + 100)];
            else rows[i] = [...row.slice(0, 3), value, 5];
          }
          rows[at] = breakage.change(rows[at] as ExportCell[]);
          const head = breakage.sheet === 'prices' ? PRICES_HEAD : STOCK_HEAD;
          const read = await readImportFile(bytesOf([head, ...rows]));
          if (!read.ok) throw new Error(JSON.stringify(read.refusals));
          const plan = planImport(read.tables, state);
          expect(plan.refusals.map((r) => [r.row, r.problem])).toContainEqual([at + 2, breakage.problem]);
          expect(plan.refusals.every((r) => r.row === at + 2)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a second row with the same article number (and market), naming the first', async () => {
    const rows = [...priceRows(), priceRows()[2] as ExportCell[]];
    const plan = await planOf(bytesOf([PRICES_HEAD, ...rows]));
    expect(plan.refusals).toEqual([
      expect.objectContaining({
        problem: 'DUPLICATE_ROW',
        row: 7,
        articleNumber: ARTICLES[2],
        expected: '4',
      }),
    ]);
  });

  it('refuses any file whose bytes were spoiled: cut short, Latin-1, a column dropped, a quote opened', async () => {
    const good = csvText([
      STOCK_HEAD,
      ...stockRows().map((r) => [r[0] as string, 'Kedjesåg', ...r.slice(2)]),
    ]);
    const spoilers: ((text: string) => Uint8Array)[] = [
      (t) => Uint8Array.from(t, (c) => c.charCodeAt(0) & 0xff),
      (t) => new TextEncoder().encode(t.replace('low_stock_threshold', 'threshold')),
      (t) => new TextEncoder().encode(t.replace(/;[^;\r\n]*\r\n/, '\r\n')),
      (t) => new TextEncoder().encode(t.replace('Kedjesåg', '"Kedjesåg')),
      (t) => new TextEncoder().encode(t.replaceAll(';', ',')),
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...spoilers), async (spoil) => {
        const plan = await planOf(spoil(good));
        expect(plan.refusals.length).toBeGreaterThan(0);
        expect(plan.refusals.every((r) => r.row === null || r.row >= 1)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
