/**
 * `npm run import -- FILE [--yes] [--dry-run]`: imports a catalog file (CSV or XLSX, ADR 76). Prints
 * the dry run (rows created, changed field by field, refused with their reason), asks before it
 * writes (unless --yes), then prints the progress and the result. While the shop runs it is asked
 * (the embedded database is its own, and its lists must learn the new prices): as the member of
 * STAFF_TOKEN when set, else with STAFF_CLI_SECRET from this machine. With no shop running it
 * opens the database itself and expires the storefronts' caches as the shop would.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { folderHolder } from './db/folder-lock.ts';
import { COMMAND_LINE_ACTOR } from './modules/audit/index.ts';
import {
  CATALOG_IMPORT_CLI_PATH,
  CATALOG_IMPORT_PATH,
  checkImport,
  type ImportReport,
  importReport,
  runImport,
} from './modules/catalog-transfer/index.ts';
import { storefrontInvalidator, storefrontPublisher } from './modules/storefront-cache/index.ts';
import { openRedis } from './redis/index.ts';

const USAGE = `Usage: npm run import -- FILE [--yes] [--dry-run]
  FILE        a CSV (UTF-8, ; between values) or XLSX file of products, prices or stock, as the export makes it
  --dry-run   print what would be created, changed and refused, and stop
  --yes       import without asking (needed when no one is at the terminal)
Env: STAFF_TOKEN (a personal API token: the audit trail names you), COMMERCE_URL (the running shop).`;

/** Rows of each list printed; the counts are always whole. */
const PRINTED = 50;

const secretsFile = fileURLToPath(new URL('../../../data/secrets.env', import.meta.url));

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function cliSecret(): string | undefined {
  if (process.env.STAFF_CLI_SECRET) return process.env.STAFF_CLI_SECRET;
  if (!existsSync(secretsFile)) return undefined;
  return /^STAFF_CLI_SECRET=(.+)$/m.exec(readFileSync(secretsFile, 'utf8'))?.[1]?.trim();
}

const base = process.env.COMMERCE_URL || `http://127.0.0.1:${config.port}`;

/** Whether a shop answers: on the embedded database, whether one holds the folder. */
async function shopRunning(): Promise<boolean> {
  if (!config.databaseUrl) return folderHolder(config.dataDir) !== undefined;
  try {
    return (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

/** The running shop's address and credentials for the import: the member's token, else the command line's secret. */
function remote(mode: 'check' | 'run', fingerprint = '') {
  const token = process.env.STAFF_TOKEN;
  const secret = token ? undefined : cliSecret();
  if (!token && !secret) {
    fail(
      `The shop is running at ${base}: set STAFF_TOKEN (or STAFF_CLI_SECRET, kept in ${secretsFile}) to ask it.`,
    );
  }
  const path = token ? CATALOG_IMPORT_PATH : CATALOG_IMPORT_CLI_PATH;
  return {
    url: `${base}${path}?mode=${mode}&fingerprint=${encodeURIComponent(fingerprint)}`,
    headers: { authorization: `Bearer ${token ?? secret}`, 'content-type': 'application/octet-stream' },
  };
}

async function refusedBody(response: Response): Promise<never> {
  const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
  fail(
    `The shop at ${base} refused (${response.status}): ${body?.errors?.[0]?.message ?? response.statusText}`,
  );
}

const cell = (value: string | null) => (value === null ? '(none)' : value === '' ? '""' : value);

function printReport(report: ImportReport) {
  console.log(`${report.fileType ?? 'The file'}: ${report.rows} rows`);
  for (const s of report.sheets) {
    console.log(
      `  ${s.sheet}: ${s.rows} rows, ${s.created} created, ${s.changed} changed, ${s.unchanged} unchanged, ${s.refused} refused`,
    );
  }
  const rows = (title: string, list: ImportReport['changed'], total: number) => {
    if (total === 0) return;
    console.log(`${title} (${total}):`);
    for (const r of list.slice(0, PRINTED)) {
      const fields = r.fields.map((f) => `${f.field} ${cell(f.old)} → ${f.new}`).join(', ');
      console.log(
        `  ${r.sheet} row ${r.row}: ${r.articleNumber}${r.market ? ` (${r.market})` : ''}: ${fields}`,
      );
    }
    if (total > PRINTED) console.log(`  … and ${total - PRINTED} more`);
  };
  rows('Created', report.created, report.createdCount);
  rows('Changed', report.changed, report.changedCount);
  if (report.refused.length > 0) {
    console.log(`Refused (${report.refusedCount} rows):`);
    for (const r of report.refused.slice(0, PRINTED)) {
      const where = [r.sheet, r.row === null ? null : `row ${r.row}`, r.column && `column ${r.column}`];
      const detail = [r.value !== null && `"${r.value}"`, r.expected && `expected ${r.expected}`];
      console.log(
        `  ${where.filter(Boolean).join(', ') || 'the file'}: ${r.problem}${r.articleNumber ? ` (${r.articleNumber})` : ''} ${detail.filter(Boolean).join(', ')}`.trimEnd(),
      );
    }
    if (report.refused.length > PRINTED) console.log(`  … and more`);
  }
}

const progressLine = (done: number, total: number) =>
  console.log(`Imported ${done} of ${total} rows (${total ? Math.floor((done * 100) / total) : 100} %)`);

type Result = { ok: boolean; reason?: string; written?: number; report: ImportReport };

/** Prints the run's result; the exit code. */
function printResult(result: Result): number {
  if (result.ok) {
    console.log(`Done: ${result.report.createdCount} created, ${result.report.changedCount} changed.`);
    return 0;
  }
  if (result.reason === 'STALE') {
    console.error(
      'Nothing was imported: the catalog changed since the dry run. Run the import again to see the changes anew.',
    );
    return 1;
  }
  printReport(result.report);
  console.error('Nothing was imported: the file has refused rows.');
  return 1;
}

async function runRemote(bytes: Uint8Array<ArrayBuffer>, fingerprint: string): Promise<Result> {
  const { url, headers } = remote('run', fingerprint);
  const response = await fetch(url, { method: 'POST', headers, body: bytes });
  if (!response.ok || !response.body) return refusedBody(response);
  let result: Result | undefined;
  let rest = '';
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const message = JSON.parse(line) as { progress?: { done: number; total: number }; result?: Result };
      if (message.progress) progressLine(message.progress.done, message.progress.total);
      if (message.result) result = message.result;
    }
  }
  return result ?? fail('The shop ended the import without a result: see its log and the audit trail.');
}

/**
 * After the dry run: whether to go on (null), or the exit code to stop with. Asks at a terminal
 * unless --yes; with no one at the terminal, --yes is needed.
 */
async function goOn(
  report: ImportReport,
  options: { yes: boolean; dryRun: boolean },
): Promise<number | null> {
  printReport(report);
  if (!report.ready) {
    console.error('Nothing was imported: the file has refused rows.');
    return 1;
  }
  const changes = report.createdCount + report.changedCount;
  if (changes === 0) {
    console.log('Nothing to change.');
    return 0;
  }
  if (options.dryRun) return 0;
  if (options.yes) return null;
  if (!process.stdin.isTTY) {
    console.error('Add --yes to import without asking.');
    return 2;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`Import ${changes} changes? [y/N] `);
  prompt.close();
  if (/^(y|yes|j|ja)$/i.test(answer.trim())) return null;
  console.log('Nothing was imported.');
  return 0;
}

/** Through the running shop: its dry run, then its run, streamed. */
async function importThroughShop(bytes: Uint8Array<ArrayBuffer>, options: { yes: boolean; dryRun: boolean }) {
  const { url, headers } = remote('check');
  const response = await fetch(url, { method: 'POST', headers, body: bytes });
  if (!response.ok) await refusedBody(response);
  const { report } = (await response.json()) as { report: ImportReport };
  const stop = await goOn(report, options);
  return stop ?? printResult(await runRemote(bytes, report.fingerprint));
}

/** With no shop running: the database opened here, closed before the process ends. */
async function importHere(bytes: Uint8Array, options: { yes: boolean; dryRun: boolean }) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisPrefix) : undefined;
  try {
    const report = importReport(await checkImport(database.db, bytes));
    const stop = await goOn(report, options);
    if (stop !== null) return stop;
    const outcome = await runImport(
      database.db,
      {
        // No shop runs: no list holds prices in memory; each reads them from the database when it starts.
        priceChanged: async () => {},
        invalidateStorefronts: redis
          ? storefrontPublisher(redis)
          : storefrontInvalidator(config.storefrontUrls, config.revalidateSecret),
        // The shop's stock alerts look for SKUs back in stock on each of their rounds.
        stockRaised: () => {},
      },
      bytes,
      { actor: COMMAND_LINE_ACTOR, fingerprint: report.fingerprint, onProgress: progressLine },
    );
    return printResult({ ...outcome, report: importReport(outcome.check) });
  } finally {
    await database.close();
    await redis?.close();
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    yes: { type: 'boolean', short: 'y', default: false },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [file, ...extra] = positionals;
if (!file || extra.length > 0) fail(`Name one file.\n\n${USAGE}`, 2);
if (!existsSync(file)) fail(`No file ${file}.`, 2);
const bytes = new Uint8Array(readFileSync(file)) as Uint8Array<ArrayBuffer>;

const options = { yes: values.yes, dryRun: values['dry-run'] };
try {
  process.exitCode = (await shopRunning())
    ? await importThroughShop(bytes, options)
    : await importHere(bytes, options);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
