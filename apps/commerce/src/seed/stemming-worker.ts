import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { serializeRows } from '#src/db/bulk.ts';
import { productSearch } from '#src/db/schema.ts';
import { searchDocument } from '#src/modules/catalog/search.ts';
import type { LoadMessage, StemmedText } from './catalog-load.ts';

/**
 * Stems the texts the generating thread sends into product_search rows (COPY text) for the
 * database's thread. A PGlite of its own, in memory and without tables: the shop's stemmer.
 */
const port = parentPort;
if (!port) throw new Error('stemming-worker.ts runs as a worker thread');
const { texts: inbox } = workerData as { texts: MessagePort };
const db = drizzle(await PGlite.create());

async function stem(texts: StemmedText[]): Promise<LoadMessage> {
  const { rows } = await db.execute<{ productId: number; languageCode: string; document: string }>(sql`
    select product_id as "productId", language_code as "languageCode", (${searchDocument})::text as document
    from json_to_recordset(${JSON.stringify(texts)}::json)
      as t(product_id integer, language_code text, name text, search_text text)`);
  return { kind: 'documents', documents: serializeRows(productSearch, rows, 'copy') };
}

let queue = Promise.resolve();
inbox.on('message', (message: StemmedText[] | 'end') => {
  queue = queue.then(async () =>
    port.postMessage(message === 'end' ? { kind: 'stemmed' } : await stem(message)),
  );
});
