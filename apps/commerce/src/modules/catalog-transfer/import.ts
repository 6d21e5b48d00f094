import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { today } from '#src/modules/catalog/index.ts';
import type { PriceChanged } from '#src/modules/listing/index.ts';
import { CATALOG_TAG, type InvalidateStorefronts } from '#src/modules/storefront-cache/index.ts';
import { catalogState } from './catalog-state.ts';
import { type ImportPlan, namedArticles, planImport } from './plan.ts';
import type { ImportRefusal } from './problems.ts';
import { type FileType, readImportFile } from './read-file.ts';
import { writePlanned } from './write-plan.ts';

/** A dry run's answer: the file's type and its plan (no changes and every refusal when it is unreadable). */
export interface ImportCheck extends ImportPlan {
  fileType: FileType | null;
}

const refusedFile = (fileType: FileType | null, refusals: ImportRefusal[]): ImportCheck => ({
  fileType,
  rows: 0,
  sheets: [],
  changes: [],
  refusals,
  fingerprint: '',
});

/** The dry run: reads the file and judges every row against the catalog as it is now; writes nothing. */
export async function checkImport(db: Database, bytes: Uint8Array): Promise<ImportCheck> {
  const read = await readImportFile(bytes);
  if (!read.ok) return refusedFile(read.fileType, read.refusals);
  const state = await catalogState(db, namedArticles(read.tables));
  return { fileType: read.fileType, ...planImport(read.tables, state) };
}

/** What the run is told besides the file: who, the dry run's fingerprint, and where progress goes. */
export interface RunRequest {
  actor: AuditActor;
  fingerprint: string;
  /** Rows done of the file's rows: called after the check and after each batch written. */
  onProgress?: (done: number, total: number) => void;
}

/** What the service does after the run's commit, as a desk's price or stock change does. */
export interface ImportServices {
  priceChanged: PriceChanged;
  invalidateStorefronts: InvalidateStorefronts;
  stockRaised: () => void;
}

export type RunOutcome =
  | { ok: true; check: ImportCheck; written: number }
  /** REFUSED: the file has refused rows (all listed); STALE: the catalog or file changed since the dry run. */
  | { ok: false; reason: 'REFUSED' | 'STALE'; check: ImportCheck };

/** Rows written per batch: a few statements each, and a progress report between them. */
const BATCH = 1_000;
/** Two imports never interleave: the second waits for the first's commit, then checks anew. */
const IMPORT_LOCK = 0x696d7074; // 'impt'

class Stop extends Error {
  readonly outcome: RunOutcome;
  constructor(outcome: RunOutcome) {
    super(outcome.ok ? 'done' : outcome.reason);
    this.outcome = outcome;
  }
}

/**
 * The import, all or nothing, in one transaction: the rows' prices and SKUs are locked and judged
 * again; any refusal, or a plan other than the dry run's (its fingerprint), rolls back with nothing
 * written. Otherwise every change is written with its price history and audit rows, and after the
 * commit the lists learn the new prices and the storefronts' cached pages expire once.
 */
export async function runImport(
  db: Database,
  services: ImportServices,
  bytes: Uint8Array,
  request: RunRequest,
): Promise<RunOutcome> {
  const read = await readImportFile(bytes);
  if (!read.ok) return { ok: false, reason: 'REFUSED', check: refusedFile(read.fileType, read.refusals) };
  const { fileType, tables } = read;
  let outcome: RunOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const state = await catalogState(tx, namedArticles(tables), true);
      const check: ImportCheck = { fileType, ...planImport(tables, state) };
      if (check.refusals.length > 0) throw new Stop({ ok: false, reason: 'REFUSED', check });
      if (check.fingerprint !== request.fingerprint) throw new Stop({ ok: false, reason: 'STALE', check });
      let done = check.rows - check.changes.length;
      request.onProgress?.(done, check.rows);
      const date = today();
      for (let i = 0; i < check.changes.length; i += BATCH) {
        const batch = check.changes.slice(i, i + BATCH);
        await writePlanned(tx, request.actor, batch, date);
        done += batch.length;
        request.onProgress?.(done, check.rows);
      }
      await recordAudit(tx, {
        actor: request.actor,
        action: 'catalog.import',
        entityType: 'catalog',
        entityId: check.fingerprint,
        after: { fileType, rows: check.rows, sheets: check.sheets },
      });
      return { ok: true, check, written: check.changes.length } as const;
    });
  } catch (error) {
    if (error instanceof Stop) return error.outcome;
    throw error;
  }
  await afterCommit(services, outcome.check);
  return outcome;
}

/** The lists' in-memory prices, the back-in-stock mails and the storefronts' caches, told once each. */
async function afterCommit(services: ImportServices, check: ImportCheck) {
  let stockRaised = false;
  for (const { write } of check.changes) {
    if (write.type === 'price' && write.selling !== write.before?.selling) {
      await services.priceChanged({
        productId: write.productId,
        marketId: write.marketId,
        sellingIncVat: write.selling,
      });
    }
    if (
      write.type === 'sku' &&
      write.after.inStock !== undefined &&
      write.after.inStock > (write.before.inStock ?? 0)
    ) {
      stockRaised = true;
    }
  }
  if (stockRaised) services.stockRaised();
  if (check.changes.length > 0) await services.invalidateStorefronts([CATALOG_TAG]);
}
