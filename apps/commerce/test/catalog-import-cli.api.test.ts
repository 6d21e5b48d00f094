import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, skus } from '#src/db/schema.ts';
import { useTestApi } from './suite.ts';

const SECRET = 'test-import-cli-secret';
const { api, db } = useTestApi({ products: 10, server: { staffCliSecret: SECRET } });
const cli = fileURLToPath(new URL('../src/catalog-import-cli.ts', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'catalog-import-cli-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run import -- ...` as a process of its own, pointed at the test's running service. */
function runImport(args: string[]): Promise<Run> {
  const { url, dataDir } = api().location;
  const child = spawn(process.execPath, [cli, ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      COMMERCE_URL: api().url,
      STAFF_CLI_SECRET: SECRET,
      LOG_LEVEL: 'silent',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

function file(name: string, rows: string[]) {
  const path = join(folder, name);
  writeFileSync(path, `\uFEFFarticle_number;in_stock;low_stock_threshold\r\n${rows.join('\r\n')}\r\n`);
  return path;
}

// Each run starts a Node process that loads the service's modules: seconds apiece on a busy machine.
describe('npm run import', { timeout: 300_000 }, () => {
  it('prints the dry run, asks for --yes with no one at the terminal, then imports with its progress', {
    timeout: 300_000,
  }, async () => {
    const [sku] = await db().select().from(skus).orderBy(asc(skus.id)).limit(1);
    if (!sku) throw new Error('no SKU');
    const path = file('stock.csv', [`${sku.articleNumber};${sku.inStock + 3};${sku.lowStockThreshold}`]);

    const dry = await runImport([path, '--dry-run']);
    expect(dry).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).toContain('stock: 1 rows, 0 created, 1 changed, 0 unchanged, 0 refused');
    expect(dry.stdout).toContain(
      `stock row 2: ${sku.articleNumber}: in_stock ${sku.inStock} → ${sku.inStock + 3}`,
    );

    const unasked = await runImport([path]);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('--yes');
    const [still] = await db().select({ inStock: skus.inStock }).from(skus).where(eq(skus.id, sku.id));
    expect(still?.inStock).toBe(sku.inStock);

    const run = await runImport([path, '--yes']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Imported 1 of 1 rows (100 %)');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('Done: 0 created, 1 changed.');
    const [after] = await db().select({ inStock: skus.inStock }).from(skus).where(eq(skus.id, sku.id));
    expect(after?.inStock).toBe(sku.inStock + 3);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.import'), eq(auditLog.entityId, String(sku.id))));
    expect(audit).toMatchObject({ actor: 'command line', staffId: null });
  });

  it('prints every refused row with its reason and imports nothing', { timeout: 300_000 }, async () => {
    const [first, second] = await db().select().from(skus).orderBy(asc(skus.id)).limit(2);
    if (!first || !second) throw new Error('no SKUs');
    const path = file('bad.csv', [
      `${first.articleNumber};5;5`,
      `${second.articleNumber};-2;5`,
      'NOPE-1;1;1',
    ]);
    const run = await runImport([path, '--yes']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `stock, row 3, column in_stock: NEGATIVE_STOCK (${second.articleNumber}) "-2"`,
    );
    expect(run.stdout).toContain('stock, row 4, column article_number: UNKNOWN_ARTICLE_NUMBER (NOPE-1)');
    expect(run.stderr).toContain('Nothing was imported');
    const [unchanged] = await db().select({ inStock: skus.inStock }).from(skus).where(eq(skus.id, first.id));
    expect(unchanged?.inStock).toBe(first.inStock);
  });
});
