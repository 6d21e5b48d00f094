import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { encodedRows, serializeRows } from '#src/db/bulk.ts';
import { productSearch, searchWords } from '#src/db/schema.ts';
import { type LoadMessage, type StemmedText, sendLoadMessage } from './catalog-load.ts';
import { PieceStemmer } from './piece-stemmer.ts';

/**
 * Stems the texts the generating thread sends into product_search rows (COPY text) for the
 * database's thread. A PGlite of its own, in memory and without tables: the shop's stemmer.
 */
const port = parentPort;
if (!port) throw new Error('stemming-worker.ts runs as a worker thread');
const { texts: inbox } = workerData as { texts: MessagePort };
const stemmer = new PieceStemmer(drizzle(await PGlite.create()));

async function stem(texts: StemmedText[]): Promise<LoadMessage> {
  const { documents, words } = await stemmer.documents(texts);
  const rows = texts.map((text, i) => ({
    productId: text.product_id,
    languageCode: text.language_code,
    document: documents[i],
  }));
  return {
    kind: 'documents',
    documents: encodedRows(serializeRows(productSearch, rows, 'copy')),
    words: encodedRows(serializeRows(searchWords, words, 'copy')),
  };
}

let queue = Promise.resolve();
inbox.on('message', (message: StemmedText[] | 'end') => {
  queue = queue.then(async () =>
    sendLoadMessage(port, message === 'end' ? { kind: 'stemmed' } : await stem(message)),
  );
});
