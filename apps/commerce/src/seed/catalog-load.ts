import { MessageChannel, type MessagePort, Worker, type WorkerOptions } from 'node:worker_threads';
import type { Table } from 'drizzle-orm';
import { type RowFormat, rowFormatOf, type SerializedRows, writeRows } from '#src/db/bulk.ts';
import type { Database } from '#src/db/client.ts';
import { prices, productSearch, searchWords, skus } from '#src/db/schema.ts';
import { refreshSearchIndex } from '#src/modules/listing/index.ts';
import type { GenerateOptions } from './generate.ts';
import { productTables } from './product-tables.ts';
import type { SeedProgress } from './progress.ts';

type Executor = Pick<Database, 'execute'>;

/**
 * Rows go in frozen (the tables were emptied in this transaction, `bulkLoad`), save into the
 * tables whose rows the shop locks: a `for share` of a frozen SKU failed now and then (ADR 35).
 */
const LOCKED_TABLES = new Set<Table>([skus, prices]);
const frozenInto = (table: Table) => ({ frozen: !LOCKED_TABLES.has(table) });
/** Products per batch: some thousand rows per statement. */
const BATCH = 1000;
/** Batches the generating thread may be ahead of the database: it waits rather than fill memory. */
const AHEAD = 4;

/** What the generating thread (load-worker.ts) is given. */
export interface LoadJob {
  options: GenerateOptions;
  format: RowFormat;
  batch: number;
  ahead: number;
  /** Where the texts go to be stemmed, when they are stemmed beside the load. */
  stemming?: MessagePort;
}

/** A product text as search stems it (stemming-worker.ts). */
export interface StemmedText {
  product_id: number;
  language_code: string;
  name: string;
  search_text: string;
}

export type LoadMessage =
  /** A batch of products, its rows for each of `productTables` in turn. */
  | { kind: 'rows'; products: number; tables: SerializedRows[] }
  /** Every product is generated. */
  | { kind: 'generated' }
  /** product_search rows of a batch, and the search_words rows of words no earlier batch held. */
  | { kind: 'documents'; documents: SerializedRows; words: SerializedRows }
  /** Every text is stemmed. */
  | { kind: 'stemmed' };

/** Sends `message` to the database's thread, handing over the bytes of its rows rather than copying them. */
export function sendLoadMessage(port: Pick<MessagePort, 'postMessage'>, message: LoadMessage) {
  const rows =
    message.kind === 'rows'
      ? message.tables
      : message.kind === 'documents'
        ? [message.documents, message.words]
        : [];
  const bytes = rows.flatMap(({ payload }) => (typeof payload === 'string' ? [] : [payload.buffer]));
  port.postMessage(message, bytes);
}

/** Messages from the worker threads, taken one at a time; a thread's failure fails the next take. */
class Inbox {
  #messages: LoadMessage[] = [];
  #waiting?: { resolve(message: LoadMessage): void; reject(error: Error): void };
  #error?: Error;

  push(message: LoadMessage) {
    if (this.#waiting) this.#waiting.resolve(message);
    else this.#messages.push(message);
    this.#waiting = undefined;
  }

  fail(error: Error) {
    this.#error ??= error;
    this.#waiting?.reject(error);
    this.#waiting = undefined;
  }

  next(): Promise<LoadMessage> {
    if (this.#error) return Promise.reject(this.#error);
    const message = this.#messages.shift();
    if (message) return Promise.resolve(message);
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
  }
}

/**
 * Loads the generated products into the product tables and what search reads, emptied by `bulkLoad`.
 * The database's own thread only writes: a worker thread generates the products and turns them into
 * COPY text or JSON. On PGlite, whose one thread the load keeps busy, another worker thread stems
 * the texts meanwhile into search documents and the vocabulary (piece-stemmer.ts). PostgreSQL stems
 * the texts itself after the load.
 * Answers the number of product rows written.
 */
export async function loadCatalog(db: Executor, options: GenerateOptions, progress?: SeedProgress) {
  const format = rowFormatOf(db);
  const inbox = new Inbox();
  const workers: Worker[] = [];
  let closing = false;
  const start = (file: string, workerOptions: WorkerOptions) => {
    const worker = new Worker(new URL(file, import.meta.url), workerOptions);
    worker.on('message', (message: LoadMessage) => inbox.push(message));
    worker.on('error', (error) => inbox.fail(error));
    worker.on('exit', (code) => {
      if (!closing) inbox.fail(new Error(`${file} stopped (exit code ${code})`));
    });
    workers.push(worker);
    return worker;
  };
  try {
    const channel = format === 'copy' ? new MessageChannel() : undefined;
    if (channel)
      start('./stemming-worker.ts', { workerData: { texts: channel.port2 }, transferList: [channel.port2] });
    const job: LoadJob = {
      options: { products: options.products, seed: options.seed },
      format,
      batch: BATCH,
      ahead: AHEAD,
      stemming: channel?.port1,
    };
    const generator = start('./load-worker.ts', {
      workerData: job,
      transferList: channel ? [channel.port1] : [],
    });
    let rows = 0;
    let products = 0;
    let generated = false;
    let stemmed = !channel;
    progress?.loaded(0, 0);
    while (!generated || !stemmed) {
      const message = await inbox.next();
      if (message.kind === 'rows') {
        for (const [i, serialized] of message.tables.entries()) {
          const [table] = productTables[i] as (typeof productTables)[number];
          await writeRows(db, table, serialized, frozenInto(table));
        }
        generator.postMessage('written');
        rows += message.tables.reduce((sum, table) => sum + table.rows, 0);
        products += message.products;
        progress?.loaded(products, rows);
      } else if (message.kind === 'documents') {
        await writeRows(db, productSearch, message.documents, frozenInto(productSearch));
        await writeRows(db, searchWords, message.words, frozenInto(searchWords));
      } else if (message.kind === 'generated') generated = true;
      else stemmed = true;
    }
    progress?.deriving();
    if (!channel) await refreshSearchIndex(db);
    return rows;
  } finally {
    closing = true;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
