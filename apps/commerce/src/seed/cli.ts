import { parseArgs } from 'node:util';
import { config } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { FolderInUseError } from '#src/db/folder-lock.ts';
import { seededLine, seedProgress } from './progress.ts';
import { DEFAULT_CATALOG, hasCatalog, seedCatalog } from './seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_CATALOG.products) },
    'data-dir': { type: 'string' },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) throw new Error('--products takes a whole number above 0');
const dataDir = values['data-dir'] ?? config.dataDir;

/** The seed writes only into an empty database that no shop has open. */
function refuse(reason: string): never {
  console.error(
    `${reason}\nNothing seeded: give the seed a new --data-dir, or an empty database in DATABASE_URL.`,
  );
  process.exit(1);
}

const started = performance.now();
const database = await openDatabase({ url: config.databaseUrl, dataDir }).catch((error: unknown) => {
  if (error instanceof FolderInUseError) refuse(error.message);
  throw error;
});
// Under the lock a shop starting on this database takes to seed it: one of the two seeds, never both.
const rows = await database.startLock(async () =>
  (await hasCatalog(database.db))
    ? undefined
    : seedCatalog(database.db, {
        ...DEFAULT_CATALOG,
        products,
        apiKey: config.apiKey,
        progress: seedProgress(products),
      }),
);
await database.close();
if (rows === undefined) {
  refuse(
    `${config.databaseUrl ? 'The database in DATABASE_URL' : `The database folder ${dataDir}`} already holds a catalog ` +
      '(a shop has started on it, or it was seeded).',
  );
}
console.log(seededLine(products, rows, (performance.now() - started) / 1000, database.kind));
