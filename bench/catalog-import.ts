/**
 * The catalog import at a supplier's price list (ADR 76): a fresh database (embedded PGlite, or
 * BENCH_DATABASE_URL's PostgreSQL) with BENCH_PRODUCTS products, the prices sheet exported as CSV
 * through the staff API, BENCH_ROWS of its rows given a new price, then the dry run (the staff
 * schema's checkCatalogImport) and the run (POST /admin/catalog/import, its progress streamed) as
 * a signed-in catalog editor. Prints each step's time and the run's beside the goal (10,000 price
 * rows in under 10 s, from the post to the last line). Figures only: nothing passes or fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/commerce/src/db/client.ts';
import { priceLog, staffMembers } from '../apps/commerce/src/db/schema.ts';
import { hashPassword } from '../apps/commerce/src/modules/auth/index.ts';
import { facetIndexOf } from '../apps/commerce/src/modules/listing/index.ts';
import { createLogger } from '../apps/commerce/src/observability/logger.ts';
import { seedCatalog } from '../apps/commerce/src/seed/seed.ts';
import { createCommerceServer } from '../apps/commerce/src/server.ts';
import { ms } from './measure.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const GOAL_MS = 10_000;
const PASSWORD = 'en lång lösenfras för bänken';

const CHECK = `mutation ($file: File) {
  checkCatalogImport(file: $file) { rows createdCount changedCount refusedCount fingerprint ready }
}`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** The CSV's rows with a new price: 1 % below the regular price, rounded to whole kronor. */
function repriced(csv: string, rows: number): { text: string; changed: number } {
  const [head = '', ...lines] = csv.replace(/\r\n$/, '').split('\r\n');
  const columns = head.replace('\uFEFF', '').split(';');
  const price = columns.indexOf('price');
  const regular = columns.indexOf('regular_price');
  const kept = lines.slice(0, rows).map((line) => {
    const cells = line.split(';');
    const minor = Number((cells[regular] as string).replace(',', ''));
    const lower = Math.max(0, Math.floor((minor * 0.99) / 100) * 100);
    cells[price] = `${lower / 100},00`;
    return cells.join(';');
  });
  return { text: `\uFEFF${[head.replace('\uFEFF', ''), ...kept].join('\r\n')}\r\n`, changed: kept.length };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'catalog-import-bench-'));
  const database = await openDatabase({ url, dataDir, durable: !!url });
  const { db } = database;
  const [, seedMs] = await timed(() => seedCatalog(db, { products: PRODUCTS, seed: 1, apiKey: 'bench-key' }));
  await db.insert(staffMembers).values({
    email: 'bench@dealer.example',
    role: 'catalog',
    name: 'Bench',
    passwordHash: await hashPassword(PASSWORD),
  });
  // As the service does when it starts (main.ts): the lists' index is built before anyone asks.
  await facetIndexOf(db);
  const server = createCommerceServer(database, { logger: createLogger('silent') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signIn = await fetch(`${base}/admin/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
      variables: { email: 'bench@dealer.example', password: PASSWORD },
    }),
  });
  const token = ((await signIn.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
  const bearer = { authorization: `Bearer ${token}` };

  const [csv, exportMs] = await timed(async () =>
    (await fetch(`${base}/admin/catalog/export?sheet=prices&format=csv`, { headers: bearer })).text(),
  );
  const [xlsx, xlsxMs] = await timed(async () =>
    (await fetch(`${base}/admin/catalog/export?sheet=all&format=xlsx`, { headers: bearer })).arrayBuffer(),
  );
  const file = repriced(csv, ROWS);
  const bytes = new TextEncoder().encode(file.text);

  const [report, checkMs] = await timed(async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: CHECK, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([bytes]), 'prices.csv');
    const answer = await fetch(`${base}/admin/graphql`, { method: 'POST', headers: bearer, body: form });
    const body = (await answer.json()) as {
      data?: {
        checkCatalogImport: { rows: number; changedCount: number; fingerprint: string; ready: boolean };
      };
      errors?: unknown;
    };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.checkCatalogImport;
  });
  if (!report.ready) throw new Error('The bench file was refused');
  const logBefore = await db.$count(priceLog);
  const [lines, runMs] = await timed(async () => {
    const answer = await fetch(`${base}/admin/catalog/import?mode=run&fingerprint=${report.fingerprint}`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'text/csv' },
      body: bytes,
    });
    return (await answer.text()).split('\n').filter(Boolean);
  });
  const result = JSON.parse(lines.at(-1) as string) as { result: { ok: boolean; written: number } };
  const logged = (await db.$count(priceLog)) - logBefore;

  console.log(
    `Catalog import: ${PRODUCTS.toLocaleString('en')} products on ${database.kind}, seeded in ${ms(seedMs)}; ` +
      `${report.rows.toLocaleString('en')} price rows, ${report.changedCount.toLocaleString('en')} changed`,
  );
  console.log(`  export, prices sheet as CSV (${(csv.length / 1024).toFixed(0)} kB)   ${ms(exportMs)}`);
  console.log(`  export, all sheets as XLSX (${(xlsx.byteLength / 1024).toFixed(0)} kB)   ${ms(xlsxMs)}`);
  console.log(`  dry run (checkCatalogImport)                      ${ms(checkMs)}`);
  console.log(
    `  import run, ${result.result.written.toLocaleString('en')} rows written, ${logged.toLocaleString('en')} price history entries, ` +
      `${lines.length - 1} progress lines   ${ms(runMs)}  ` +
      `goal under ${GOAL_MS / 1000} s for 10,000 price rows: ${result.result.ok && runMs < GOAL_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`  dry run and run together                          ${ms(checkMs + runMs)}`);
  await server.shutdown();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
