import { parentPort, workerData } from 'node:worker_threads';
import { encodedRows, serializeRows } from '#src/db/bulk.ts';
import { type LoadJob, type LoadMessage, type StemmedText, sendLoadMessage } from './catalog-load.ts';
import { type GeneratedProduct, generateProducts } from './generate.ts';
import { productTables } from './product-tables.ts';

/** Generates the catalog and sends it to the database's thread a batch at a time, as rows to write. */
const { options, format, batch: size, ahead, stemming } = workerData as LoadJob;
const port = parentPort;
if (!port) throw new Error('load-worker.ts runs as a worker thread');
const send = (message: LoadMessage) => sendLoadMessage(port, message);

let unwritten = 0;
let resume: (() => void) | undefined;
port.on('message', () => {
  unwritten--;
  resume?.();
  resume = undefined;
});

async function write(batch: GeneratedProduct[]) {
  const tables = productTables.map(([table, rowsOf]) => {
    const rows = serializeRows(table, batch.flatMap(rowsOf), format);
    return format === 'copy' ? encodedRows(rows) : rows;
  });
  send({ kind: 'rows', products: batch.length, tables });
  unwritten++;
  if (stemming) {
    const texts: StemmedText[] = batch.flatMap(({ product, texts }) =>
      texts.map((t) => ({
        product_id: product.id,
        language_code: t.languageCode,
        name: t.name,
        search_text: t.searchText,
      })),
    );
    stemming.postMessage(texts);
  }
  while (unwritten >= ahead)
    await new Promise<void>((r) => {
      resume = r;
    });
}

let batch: GeneratedProduct[] = [];
for (const product of generateProducts(options)) {
  batch.push(product);
  if (batch.length === size) {
    await write(batch);
    batch = [];
  }
}
if (batch.length) await write(batch);
stemming?.postMessage('end');
send({ kind: 'generated' });
