import { and, asc, eq, lte, min } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { products, scheduledPrices } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { lockProductPrice, writeProductPrice } from '#src/modules/pricing/index.ts';
import { timedRounds } from '#src/modules/rounds/index.ts';
import type { PriceChanged } from './price-changes.ts';
import { logDate } from './price-grid.ts';

export interface ScheduledPriceOptions {
  clock?: () => number;
  /** How often pending prices are looked for; one due before the next look is timed to its moment. */
  pollSeconds?: number;
  /** Told of each price put in force, after its transaction committed. */
  onApplied?: (change: PriceChanged) => Promise<void>;
}

export interface ScheduledPrices {
  /** Puts every price due now in force (the poll and the timer do this; tests await it). */
  applyDue(): Promise<void>;
  /** A price was scheduled or cancelled: the next moment is timed again. */
  changed(): void;
  /** Stops the poll and the timer and waits for the round under way. */
  close(): Promise<void>;
}

/** Who the audit trail says put a scheduled price in force: the shop itself. */
const SCHEDULER: AuditActor = { staffId: null, email: 'scheduled price', address: '' };
/** Product and market pairs handled per query: a round goes on until none is due. */
const ROUND = 50;

/**
 * Puts the pending prices of one product in one market that are due in force, in their order, in
 * one transaction: the price row is locked first, so an instance doing the same waits, then finds
 * them applied and does nothing (ADR 74). Each writes the price, its price log entry and an audit row.
 */
async function applyDueOf(db: Database, productId: number, marketId: number, now: number) {
  return db.transaction(async (tx) => {
    const current = await lockProductPrice(tx, productId, marketId);
    const due = await tx
      .select()
      .from(scheduledPrices)
      .where(
        and(
          eq(scheduledPrices.productId, productId),
          eq(scheduledPrices.marketId, marketId),
          eq(scheduledPrices.state, 'pending'),
          lte(scheduledPrices.startsAt, new Date(now)),
        ),
      )
      .orderBy(asc(scheduledPrices.startsAt), asc(scheduledPrices.id))
      .for('update');
    if (due.length === 0) return null;
    const settledAt = new Date(now);
    if (!current) {
      // The product stopped being sold in the market since: there is no price to change.
      for (const row of due) {
        await tx
          .update(scheduledPrices)
          .set({ state: 'cancelled', settledAt })
          .where(eq(scheduledPrices.id, row.id));
        await recordAudit(tx, {
          actor: SCHEDULER,
          action: 'price.scheduleCancel',
          entityType: 'scheduledPrice',
          entityId: row.id,
          before: { state: 'pending' },
          after: { state: 'cancelled', reason: 'not sold in the market' },
        });
      }
      return null;
    }
    let sellingIncVat = current.sellingIncVat;
    for (const row of due) {
      const before = { sellingIncVat: current.sellingIncVat, regularIncVat: current.regularIncVat };
      const price = await writeProductPrice(tx, current, {
        sellingIncVat: row.sellingIncVat,
        regularIncVat: row.regularIncVat,
        date: logDate(now),
      });
      Object.assign(current, price);
      sellingIncVat = price.sellingIncVat;
      await tx
        .update(scheduledPrices)
        .set({ state: 'applied', settledAt })
        .where(eq(scheduledPrices.id, row.id));
      await recordAudit(tx, {
        actor: SCHEDULER,
        action: 'price.scheduledApply',
        entityType: 'scheduledPrice',
        entityId: row.id,
        before,
        after: { productId, marketId, startsAt: row.startsAt.toISOString(), ...price },
      });
    }
    const [product] = await tx
      .select({ alias: products.alias })
      .from(products)
      .where(eq(products.id, productId));
    return { productId, productAlias: product?.alias ?? '', marketId, sellingIncVat };
  });
}

/**
 * Scheduled prices (ADR 74), in timed rounds: however many instances look at once, each price is
 * applied once (see applyDueOf).
 */
export function createScheduledPrices(db: Database, options: ScheduledPriceOptions = {}): ScheduledPrices {
  const clock = options.clock ?? Date.now;

  async function round() {
    let pairs: { productId: number; marketId: number }[];
    const seen = new Set<string>();
    do {
      const now = clock();
      pairs = await db
        .selectDistinct({ productId: scheduledPrices.productId, marketId: scheduledPrices.marketId })
        .from(scheduledPrices)
        .where(and(eq(scheduledPrices.state, 'pending'), lte(scheduledPrices.startsAt, new Date(now))))
        .orderBy(asc(scheduledPrices.productId), asc(scheduledPrices.marketId))
        .limit(ROUND);
      pairs = pairs.filter((pair) => !seen.has(`${pair.productId}:${pair.marketId}`));
      for (const pair of pairs) {
        seen.add(`${pair.productId}:${pair.marketId}`);
        const applied = await applyDueOf(db, pair.productId, pair.marketId, now);
        if (applied) await options.onApplied?.(applied);
      }
    } while (pairs.length === ROUND);
  }

  /** The moment of the next pending price. */
  async function nextMoment() {
    const [next] = await db
      .select({ at: min(scheduledPrices.startsAt) })
      .from(scheduledPrices)
      .where(eq(scheduledPrices.state, 'pending'));
    return next?.at ? next.at.getTime() : null;
  }

  const rounds = timedRounds({
    round,
    nextMoment,
    name: 'Scheduled prices',
    clock,
    pollSeconds: options.pollSeconds,
  });
  return { applyDue: rounds.runDue, changed: rounds.changed, close: rounds.close };
}
