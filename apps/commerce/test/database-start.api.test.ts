import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client.ts';
import { FolderInUseError, folderHolder } from '#src/db/folder-lock.ts';
import { channels, giftCards, products, promoCodes } from '#src/db/schema.ts';
import { giftCardRows } from '#src/seed/cart-offers.ts';
import { DEFAULT_CATALOG } from '#src/seed/seed.ts';
import { startCommerceProcess } from './commerce-process.ts';
import { type DatabaseLocation, dropDatabase, emptyDatabase, seededDatabase } from './databases.ts';

const commerceDir = fileURLToPath(new URL('..', import.meta.url));
const onPglite = !process.env.TEST_DATABASE_URL;
const migrations = (
  JSON.parse(readFileSync(`${commerceDir}src/db/migrations/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const locations: DatabaseLocation[] = [];
afterAll(async () => {
  for (const location of locations) await dropDatabase(location);
});
const kept = (location: DatabaseLocation) => {
  locations.push(location);
  return location;
};

/** `npm run seed` into the location, as an operator runs it: its exit code and what it printed. */
function seedCli(location: DatabaseLocation, products: number) {
  const child = spawn(
    process.execPath,
    ['src/seed/cli.ts', '--products', String(products), '--data-dir', location.dataDir],
    { cwd: commerceDir, env: { ...process.env, DATABASE_URL: location.url ?? '' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** Runs `read` on the location's database, opened and closed again (no process may hold it). */
async function inDatabase<T>(
  location: DatabaseLocation,
  read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ ...location, durable: false });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const demoOffers = (location: DatabaseLocation) =>
  inDatabase(location, async (db) => ({
    codes: (await db.select({ code: promoCodes.code }).from(promoCodes)).map((r) => r.code).sort(),
    cards: (await db.select({ code: giftCards.code }).from(giftCards)).map((r) => r.code).sort(),
  }));

describe('the database as the shop opens it', () => {
  it('syncs to disk, is held by the running shop, and the seed refuses to write into it', async () => {
    const location = kept(await seededDatabase(240));
    const shop = await startCommerceProcess(location, { LOG_LEVEL: 'info' });
    const reported = shop.output().match(/Database: [^"]*/)?.[0];
    console.log(`the shop's database reports: ${reported}`);
    // PostgreSQL's settings are its server's; PGlite's are the shop's own.
    expect(reported).toContain('fsync on');
    expect(reported).toContain('synchronous_commit on');
    if (onPglite) {
      expect(reported).toContain('wal_sync_method fsync');
      expect(folderHolder(location.dataDir)).toBe(shop.pid);
      await expect(openDatabase({ ...location, durable: false })).rejects.toThrow(FolderInUseError);
    }

    const whileRunning = await seedCli(location, 10);
    console.log(
      `npm run seed beside the running shop: exit ${whileRunning.code}, ${whileRunning.stderr.trim()}`,
    );
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain(
      onPglite ? `is open by process ${shop.pid}` : 'already holds a catalog',
    );
    expect(whileRunning.stderr).toContain('Nothing seeded');

    shop.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    if (onPglite) expect(folderHolder(location.dataDir)).toBeUndefined();
    const afterwards = await seedCli(location, 10);
    expect(afterwards.code).toBe(1);
    expect(afterwards.stderr).toContain('already holds a catalog');
    expect(
      await inDatabase(location, async (db) => (await db.select({ n: count() }).from(products))[0]?.n),
    ).toBe(240);
  }, 180_000);

  it('seeds an empty database, with the demo codes and gift cards', async () => {
    const location = kept(await emptyDatabase());
    const seeded = await seedCli(location, 12);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/Seeded 12 products/);
    const offers = await demoOffers(location);
    expect(offers.cards).toEqual(giftCardRows.map((card) => card.code).sort());
    expect(offers.codes).toContain('VALKOMMEN10');
  }, 180_000);

  it('starts without the demo codes and gift cards, and never writes them again', async () => {
    const location = kept(await seededDatabase(240));
    const demoCards = giftCardRows.map((card) => card.code);
    await inDatabase(location, (db) => db.delete(promoCodes));
    const withoutCodes = await startCommerceProcess(location);
    withoutCodes.kill('SIGTERM');
    expect(await withoutCodes.exited).toBe(0);
    expect(await demoOffers(location)).toMatchObject({ codes: [], cards: expect.arrayContaining(demoCards) });

    await inDatabase(location, (db) => db.delete(giftCards));
    const withoutCards = await startCommerceProcess(location);
    withoutCards.kill('SIGTERM');
    expect(await withoutCards.exited).toBe(0);
    expect(await demoOffers(location)).toEqual({ codes: [], cards: [] });
  }, 180_000);
});

describe('two starts at once', () => {
  it.runIf(!onPglite)(
    'migrate a new PostgreSQL database one after the other',
    async () => {
      const location = kept(await emptyDatabase());
      const opened = await Promise.allSettled([openDatabase(location), openDatabase(location)]);
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const applied = await inDatabase(
        location,
        async (db) =>
          (
            (await db.execute(
              sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
            )) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n,
      );
      expect(applied).toBe(migrations);
    },
    60_000,
  );

  it.runIf(!onPglite)(
    'of two shop processes on a new PostgreSQL database seed one catalog',
    async () => {
      const location = kept(await emptyDatabase());
      const shops = await Promise.all([startCommerceProcess(location), startCommerceProcess(location)]);
      for (const shop of shops) shop.kill('SIGTERM');
      expect(await Promise.all(shops.map((shop) => shop.exited))).toEqual([0, 0]);
      const held = await inDatabase(location, async (db) => ({
        channels: (await db.select({ n: count() }).from(channels))[0]?.n,
        products: (await db.select({ n: count() }).from(products))[0]?.n,
      }));
      expect(held).toEqual({ channels: 1, products: DEFAULT_CATALOG.products });
    },
    300_000,
  );

  it.runIf(onPglite)(
    'on one PGlite folder: the second is refused while the first has it open',
    async () => {
      const location = kept(await emptyDatabase());
      const opened = await Promise.allSettled([
        openDatabase({ ...location, durable: false }),
        openDatabase({ ...location, durable: false }),
      ]);
      const [first] = opened.filter((result) => result.status === 'fulfilled');
      const refused = opened.filter((result) => result.status === 'rejected');
      expect(refused.map((result) => result.reason)).toEqual([expect.any(FolderInUseError)]);
      await first?.value.close();
      const reopened = await openDatabase({ ...location, durable: false });
      await reopened.close();
    },
    60_000,
  );
});
