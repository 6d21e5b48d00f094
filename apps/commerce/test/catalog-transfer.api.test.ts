import { and, asc, count, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, markets, priceLog, prices, products, skus } from '#src/db/schema.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import {
  checkCatalogImport,
  exportCatalog,
  type RunLine,
  resultOf,
  runCatalogImport,
} from './catalog-transfer-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const expired: CacheTag[][] = [];
const { api, db, data } = useTestApi({
  products: 20,
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});

let token = '';
beforeAll(async () => {
  token = await signInAs(api().url, (await insertStaffMember(db(), 'catalog')).email);
});
beforeEach(() => {
  expired.length = 0;
});

const utf8 = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function download(sheet: string, format: 'csv' | 'xlsx' = 'csv') {
  const response = await exportCatalog(api().url, token, sheet, format);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Everything an import may write: prices, SKUs, the price log and the audit trail. */
async function catalogNow() {
  return {
    prices: await db().select().from(prices).orderBy(asc(prices.productId), asc(prices.marketId)),
    skus: await db()
      .select({ id: skus.id, inStock: skus.inStock, threshold: skus.lowStockThreshold, gtin: skus.gtin })
      .from(skus)
      .orderBy(asc(skus.id)),
    priceLog: (await db().select({ n: count() }).from(priceLog))[0]?.n,
    audit: (await db().select({ n: count() }).from(auditLog))[0]?.n,
  };
}

/** The CSV with one cell replaced: the row whose first cell is `article` (and market), the column named. */
function edit(csv: string, article: string, column: string, value: string, market = 'se') {
  const lines = csv.split('\r\n');
  const head = (lines[0] as string).replace('\uFEFF', '').split(';');
  const at = head.indexOf(column);
  const i = lines.findIndex((line) => {
    const cells = line.split(';');
    return cells[0] === article && (!head.includes('market') || cells[head.indexOf('market')] === market);
  });
  if (i < 1 || at < 0) throw new Error(`No ${article} / ${column} in the file`);
  const cells = (lines[i] as string).split(';');
  cells[at] = value;
  lines[i] = cells.join(';');
  return lines.join('\r\n');
}

const PRODUCT_PRICE = `query ($alias: String!) {
  product(alias: $alias, marketId: "se", languageId: "sv-SE") {
    unitPrice { sellingPriceIncVat regularPriceIncVat }
    priceLog { date sellingPriceIncVat }
  }
}`;

describe('the catalog export', () => {
  it('exports each sheet as CSV in UTF-8 with its byte order mark and ;, and all three as one workbook', async () => {
    const response = await exportCatalog(api().url, token, 'prices', 'csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalog-prices-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder takes the byte order mark off.
    const [head, first] = textOf(bytes).split('\r\n');
    expect(head).toBe('article_number;name;market;currency;price;regular_price');
    expect(first).toMatch(/^[A-Z]{3}-\d+;.+;se;SEK;\d+,\d\d;\d+,\d\d$/);
    const xlsx = await download('all', 'xlsx');
    expect([...xlsx.subarray(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
  });

  it('neutralises a name a spreadsheet would run as a formula, and reads it back as the text it is', async () => {
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const { productTexts } = await import('#src/db/schema.ts');
    const formula = "=cmd|' /C calc'!A0";
    const where = and(eq(productTexts.productId, product?.id as number), eq(productTexts.languageCode, 'sv'));
    const [before] = await db().select({ name: productTexts.name }).from(productTexts).where(where);
    await db().update(productTexts).set({ name: formula }).where(where);
    try {
      const csv = textOf(await download('stock'));
      expect(csv).toContain(`;'${formula};`);
      expect(csv).not.toMatch(/;=cmd/);
      const report = await checkCatalogImport(api().url, token, utf8(csv));
      expect(report).toMatchObject({ ready: true, changedCount: 0, createdCount: 0 });
    } finally {
      await db()
        .update(productTexts)
        .set({ name: before?.name as string })
        .where(where);
    }
  });
});

describe('the catalog import', () => {
  it('changes nothing when a file exported is imported back, CSV and XLSX alike', async () => {
    const before = await catalogNow();
    for (const [sheet, format] of [
      ['products', 'csv'],
      ['prices', 'csv'],
      ['stock', 'csv'],
      ['all', 'xlsx'],
    ] as const) {
      const file = await download(sheet, format);
      const report = await checkCatalogImport(api().url, token, file);
      expect(report, `${sheet} ${format}`).toMatchObject({
        ready: true,
        createdCount: 0,
        changedCount: 0,
        refused: [],
      });
      expect(report.unchangedCount).toBe(report.rows);
      const run = resultOf((await runCatalogImport(api().url, token, file, report.fingerprint)).lines);
      expect(run).toMatchObject({ ok: true, written: 0 });
    }
    const after = await catalogNow();
    // Each run leaves its own summary row in the audit trail, and nothing else.
    expect({ ...after, audit: 0 }).toEqual({ ...before, audit: 0 });
    expect(after.audit).toBe((before.audit ?? 0) + 4);
    expect(expired).toEqual([]);
  });

  it('writes a price change with its price history and audit row, reports progress, and expires the shop once', async () => {
    const csv = textOf(await download('prices'));
    const article = csv.split('\r\n')[1]?.split(';')[0] as string;
    const [product] = await db()
      .select({
        id: products.id,
        alias: products.alias,
        selling: prices.sellingIncVat,
        regular: prices.regularIncVat,
      })
      .from(products)
      .innerJoin(prices, eq(prices.productId, products.id))
      .innerJoin(markets, and(eq(markets.id, prices.marketId), eq(markets.alias, 'se')))
      .where(eq(products.articleNumber, article));
    if (!product) throw new Error('no product');
    const lower = product.regular - 100;
    const file = utf8(
      edit(csv, article, 'price', `${Math.floor(lower / 100)},${String(lower % 100).padStart(2, '0')}`),
    );
    const report = await checkCatalogImport(api().url, token, file);
    expect(report).toMatchObject({ ready: true, createdCount: 0, changedCount: 1 });
    expect(report.changed[0]).toMatchObject({ row: 2, articleNumber: article, market: 'se' });
    expect(report.changed[0]?.fields.map((f) => f.field)).toContain('price');
    const logged = (
      await db().select({ n: count() }).from(priceLog).where(eq(priceLog.productId, product.id))
    )[0]?.n;

    const { status, lines } = await runCatalogImport(api().url, token, file, report.fingerprint);
    expect(status).toBe(200);
    const progress = lines.filter((l): l is Extract<RunLine, { progress: unknown }> => 'progress' in l);
    expect(progress.at(-1)?.progress).toEqual({ done: report.rows, total: report.rows });
    expect(resultOf(lines)).toMatchObject({ ok: true, written: 1 });
    expect(expired).toEqual([['catalog']]);

    const [log] = await db()
      .select()
      .from(priceLog)
      .where(eq(priceLog.productId, product.id))
      .orderBy(desc(priceLog.id))
      .limit(1);
    expect(log).toMatchObject({
      sellingIncVat: lower,
      regularIncVat: product.regular,
      date: new Date().toISOString().slice(0, 10),
    });
    expect(
      (await db().select({ n: count() }).from(priceLog).where(eq(priceLog.productId, product.id)))[0]?.n,
    ).toBe((logged ?? 0) + 1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'price.import'), eq(auditLog.entityId, String(product.id))));
    expect(audit).toMatchObject({
      actor: expect.stringContaining('catalog'),
      after: expect.objectContaining({ reason: 'import' }),
    });
    const shown = await data<{ product: { unitPrice: { sellingPriceIncVat: number }; priceLog: unknown[] } }>(
      PRODUCT_PRICE,
      { alias: product.alias },
    );
    expect(shown.product.unitPrice.sellingPriceIncVat).toBe(lower / 100);
  });

  it('writes stock with the reason import in the audit trail', async () => {
    const csv = textOf(await download('stock'));
    const article = csv.split('\r\n')[1]?.split(';')[0] as string;
    const report = await checkCatalogImport(api().url, token, utf8(edit(csv, article, 'in_stock', '77')));
    expect(report.changed).toEqual([
      expect.objectContaining({
        articleNumber: article,
        fields: [expect.objectContaining({ field: 'in_stock', new: '77' })],
      }),
    ]);
    expect(
      resultOf(
        (
          await runCatalogImport(
            api().url,
            token,
            utf8(edit(csv, article, 'in_stock', '77')),
            report.fingerprint,
          )
        ).lines,
      ),
    ).toMatchObject({ ok: true });
    const [sku] = await db().select().from(skus).where(eq(skus.articleNumber, article));
    expect(sku?.inStock).toBe(77);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.import'), eq(auditLog.entityId, String(sku?.id))));
    expect(audit?.after).toEqual({ inStock: 77, reason: 'import' });
  });

  it('changes nothing when one row of the file is refused, and says which row and why', async () => {
    let csv = textOf(await download('prices'));
    const articles = csv
      .split('\r\n')
      .filter((line) => line.split(';')[2] === 'se')
      .slice(0, 4)
      .map((line) => line.split(';')[0] as string);
    for (const article of articles.slice(0, 3)) csv = edit(csv, article, 'price', '1,00');
    csv = edit(csv, articles[3] as string, 'currency', 'EUR');
    const before = await catalogNow();
    const report = await checkCatalogImport(api().url, token, utf8(csv));
    expect(report).toMatchObject({ ready: false, fingerprint: '', refusedCount: 1, changedCount: 3 });
    expect(report.refused).toEqual([
      expect.objectContaining({
        articleNumber: articles[3],
        problem: 'WRONG_CURRENCY',
        value: 'EUR',
        expected: 'SEK',
      }),
    ]);
    const run = resultOf((await runCatalogImport(api().url, token, utf8(csv), 'any')).lines);
    expect(run).toMatchObject({ ok: false, reason: 'REFUSED' });
    expect(await catalogNow()).toEqual(before);
    expect(expired).toEqual([]);
  });

  it('refuses to run a plan the catalog has moved away from since the dry run', async () => {
    const csv = textOf(await download('stock'));
    const article = csv.split('\r\n')[1]?.split(';')[0] as string;
    const file = utf8(edit(csv, article, 'in_stock', '5'));
    const report = await checkCatalogImport(api().url, token, file);
    await db().update(skus).set({ inStock: 6 }).where(eq(skus.articleNumber, article));
    const before = await catalogNow();
    expect(
      resultOf((await runCatalogImport(api().url, token, file, report.fingerprint)).lines),
    ).toMatchObject({
      ok: false,
      reason: 'STALE',
    });
    expect(await catalogNow()).toEqual(before);
  });

  it('refuses a file above the size limit before reading it, and a file that is not UTF-8', async () => {
    const large = new Uint8Array(8 * 1024 * 1024 + 1).fill(0x41);
    const response = await fetch(`${api().url}/admin/catalog/import?mode=check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: large,
    });
    expect(response.status).toBe(413);
    const latin1 = Uint8Array.from('article_number;in_stock;low_stock_threshold\r\nSÅG-1;1;1\r\n', (c) =>
      c.charCodeAt(0),
    );
    const report = await checkCatalogImport(api().url, token, latin1);
    expect(report.refused).toEqual([expect.objectContaining({ problem: 'ENCODING', row: 2 })]);
  });

  it('lets only catalog.read export and only catalog.write import over HTTP', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        (['orders', 'support', 'marketing', 'owner'] as const).map(async (role) => [
          role,
          await signInAs(api().url, (await insertStaffMember(db(), role)).email),
        ]),
      ),
    ) as Record<string, string>;
    const exportStatus = async (who: string | null) =>
      (await exportCatalog(api().url, who, 'stock', 'csv')).status;
    expect(await exportStatus(null)).toBe(401);
    expect(await exportStatus(tokens.orders as string)).toBe(403);
    expect(await exportStatus(tokens.support as string)).toBe(200);
    const file = await download('stock');
    const importStatus = async (who: string) => (await runCatalogImport(api().url, who, file, 'x')).status;
    expect(await importStatus('sst_nobody')).toBe(401);
    expect(await importStatus(tokens.marketing as string)).toBe(403);
    expect(await importStatus(tokens.support as string)).toBe(403);
    expect(await importStatus(tokens.owner as string)).toBe(200);
    // Each path takes its own methods, whoever asks.
    const owner = { authorization: `Bearer ${tokens.owner}` };
    const wrongWay = await Promise.all([
      fetch(`${api().url}/admin/catalog/import?mode=check`, { headers: owner }),
      fetch(`${api().url}/admin/catalog/export?sheet=stock&format=csv`, { method: 'POST', headers: owner }),
    ]);
    expect(wrongWay.map((answer) => [answer.status, answer.headers.get('allow')])).toEqual([
      [405, 'POST'],
      [405, 'GET, HEAD'],
    ]);
  });
});
