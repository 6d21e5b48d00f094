import { parseArgs } from 'node:util';
import { config } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { seededLine, seedProgress } from './progress.ts';
import { DEFAULT_CATALOG, seedIfEmpty } from './seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_CATALOG.products) },
    'data-dir': { type: 'string' },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) throw new Error('--products takes a whole number above 0');

const started = performance.now();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: values['data-dir'] ?? config.dataDir,
});
const rows = await seedIfEmpty(database.db, {
  apiKey: config.apiKey,
  products,
  progress: seedProgress(products),
});
await database.close();
console.log(
  rows
    ? seededLine(products, rows, (performance.now() - started) / 1000, database.kind)
    : 'The database already holds a catalog; nothing seeded.',
);
