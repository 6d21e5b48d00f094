import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { products, productTexts, skus, stockAlerts } from '#src/db/schema.ts';
import { FALLBACK_LANGUAGE_CODE, isLanguageCode } from '#src/modules/channels/index.ts';
import type { Mailer } from '#src/modules/mail/index.ts';
import { oneRoundAtATime } from '#src/modules/rounds/index.ts';
import { alertMail } from './alert-mail.ts';
import { AVAILABLE } from './watch.ts';

export interface StockAlertOptions {
  clock?: () => number;
  /** Pauses before the second, third, ... try to hand an alert over; after the last it is `failed`. */
  retryPausesSeconds?: readonly number[];
  /** How often alerts of SKUs back in stock are looked for, whichever way the stock came back. */
  pollSeconds?: number;
}

export interface StockAlerts {
  /** Some stock rose: alerts it made due are handed to the mailer now, behind the request. */
  stockRaised(): void;
  /** Hands over every alert due now (the poll does this; tests await it). */
  handOverDue(): Promise<void>;
  /** Stops the poll and waits for the round under way. */
  close(): Promise<void>;
}

/** How long one instance has a claimed alert before another may take it over. */
const CLAIM_MS = 5 * 60 * 1000;
const ROUND = 50;
/** 1 min, 5 min, 30 min, 2 h: composing fails only on a bug or a database outage. */
const DEFAULT_PAUSES = [60, 300, 1800, 7200];
/** How long after a stock change its round waits for other changes to go with it. */
const GATHER_MS = 50;

type Claimed = typeof stockAlerts.$inferSelect;

/**
 * Back-in-stock mails (notify-me). An alert is due while it waits and its SKU can be bought, so a
 * rise of stock by any path (staff, a bulk load, an edit in the database) is found by the poll;
 * `setSkuStock` only makes it sooner. An alert is marked sent in the transaction that writes its
 * mail to the outbox (ADR 26), so it is mailed once however many instances and restarts try.
 */
export function createStockAlerts(
  db: Database,
  mailer: Mailer,
  options: StockAlertOptions = {},
): StockAlerts {
  const clock = options.clock ?? Date.now;
  const pauses = options.retryPausesSeconds ?? DEFAULT_PAUSES;

  async function claimDue(): Promise<Claimed[]> {
    const now = clock();
    const due = db
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .innerJoin(skus, eq(skus.id, stockAlerts.skuId))
      .where(and(eq(stockAlerts.state, 'waiting'), lte(stockAlerts.nextAttemptAt, new Date(now)), AVAILABLE))
      .orderBy(asc(stockAlerts.id))
      .limit(ROUND)
      .for('update', { of: stockAlerts, skipLocked: true });
    return db
      .update(stockAlerts)
      .set({ attempts: sql`${stockAlerts.attempts} + 1`, nextAttemptAt: new Date(now + CLAIM_MS) })
      .where(inArray(stockAlerts.id, due))
      .returning();
  }

  async function productOf(skuId: number, languageCode: string) {
    const rows = await db
      .select({
        // The page's address in the mail's language (ADR 71).
        alias: sql<string>`coalesce(${productTexts.alias}, ${products.alias})`,
        name: productTexts.name,
        languageCode: productTexts.languageCode,
        size: skus.name,
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(productTexts, eq(productTexts.productId, products.id))
      .where(
        and(eq(skus.id, skuId), inArray(productTexts.languageCode, [languageCode, FALLBACK_LANGUAGE_CODE])),
      );
    const row = rows.find((r) => r.languageCode === languageCode) ?? rows[0];
    if (!row) throw new Error(`SKU ${skuId} has no product text`);
    return { alias: row.alias, name: row.size ? `${row.name} (${row.size})` : row.name };
  }

  async function handOver(alert: Claimed) {
    const languageCode = isLanguageCode(alert.languageCode) ? alert.languageCode : FALLBACK_LANGUAGE_CODE;
    const product = await productOf(alert.skuId, languageCode);
    const content = alertMail({ languageCode, marketAlias: alert.marketAlias }, product);
    const mailId = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(stockAlerts)
        .set({ state: 'sent', sentAt: new Date(clock()), lastError: null })
        .where(and(eq(stockAlerts.id, alert.id), eq(stockAlerts.state, 'waiting')))
        .returning({ id: stockAlerts.id });
      if (!marked) return null;
      const id = await mailer.sendWithin(tx, { kind: 'stock-alert', to: alert.email, content });
      await tx.update(stockAlerts).set({ mailId: id }).where(eq(stockAlerts.id, alert.id));
      return id;
    });
    if (mailId !== null) await mailer.release(mailId);
  }

  async function round() {
    let claimed: Claimed[];
    do {
      claimed = await claimDue();
      for (const alert of claimed) await tryHandOver(alert);
    } while (claimed.length === ROUND);
  }

  async function tryHandOver(alert: Claimed) {
    try {
      await handOver(alert);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      console.error(`Stock alert ${alert.id} not handed over, try ${alert.attempts}: ${reason}`);
      const pause = pauses[alert.attempts - 1];
      await db
        .update(stockAlerts)
        .set(
          pause === undefined
            ? { state: 'failed', lastError: reason }
            : { lastError: reason, nextAttemptAt: new Date(clock() + pause * 1000) },
        )
        .where(eq(stockAlerts.id, alert.id));
    }
  }

  const rounds = oneRoundAtATime(round);
  const report = (error: unknown) => console.error('Stock alerts failed:', error);
  const poll = setInterval(() => rounds.run().catch(report), (options.pollSeconds ?? 30) * 1000);
  poll.unref();

  let soon: ReturnType<typeof setTimeout> | undefined;
  return {
    stockRaised: () => {
      soon ??= setTimeout(() => {
        soon = undefined;
        rounds.run().catch(report);
      }, GATHER_MS);
    },
    handOverDue: rounds.run,
    close: async () => {
      clearInterval(poll);
      if (soon) clearTimeout(soon);
      await rounds.idle();
    },
  };
}
