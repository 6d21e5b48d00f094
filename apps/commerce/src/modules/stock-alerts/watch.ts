import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { skus, stockAlerts } from '#src/db/schema.ts';
import type { Scope } from '#src/modules/channels/index.ts';

/** A SKU can be bought when any of its stock is there: the out-of-stock rule of the stock status. */
export const AVAILABLE = sql`(${skus.inStock} + ${skus.oversellable} + ${skus.static}) > 0`;

/**
 * Asks to be mailed when a sold-out SKU can be bought again. One alert per address and SKU: asking
 * again changes nothing while it waits, and arms a mailed one again only when the SKU has sold out
 * since. A SKU in stock now is not watched (there is nothing to wait for, and no mail to send a
 * stranger). 'unknown' for a SKU that does not exist.
 */
export async function watchSku(
  db: Database,
  now: number,
  email: string,
  skuId: number,
  scope: Scope,
): Promise<'watching' | 'available' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [sku] = await tx
      .select({ available: sql<boolean>`${AVAILABLE}` })
      .from(skus)
      .where(eq(skus.id, skuId))
      .for('share');
    if (!sku) return 'unknown';
    if (sku.available) return 'available';
    const at = new Date(now);
    await tx
      .insert(stockAlerts)
      .values({
        email,
        skuId,
        languageCode: scope.language.code,
        marketAlias: scope.market.alias,
        nextAttemptAt: at,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: [stockAlerts.email, stockAlerts.skuId],
        set: {
          state: 'waiting',
          attempts: 0,
          nextAttemptAt: at,
          lastError: null,
          languageCode: scope.language.code,
          marketAlias: scope.market.alias,
        },
        where: sql`${stockAlerts.state} <> 'waiting'`,
      });
    return 'watching';
  });
}
