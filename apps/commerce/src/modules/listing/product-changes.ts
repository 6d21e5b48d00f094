import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { prices, products } from '#src/db/schema.ts';
import type { RedisHandle } from '#src/redis/index.ts';
import { forgetFacetAnswers } from './facet-answers.ts';
import { patchFacetIndex, rebuildFacetIndexSoon } from './facet-index.ts';
import { setIndexedPrice } from './facet-index-prices.ts';
import { forgetProductRows } from './index-memory.ts';

/** Call after products changed at the catalog desk (texts, category, brand, published), once committed. */
export type ProductsChanged = (productIds: readonly number[]) => Promise<void>;

const CHANNEL = 'catalog:product-changes';

/**
 * What this instance's index learns of changed products at once: their remembered rows are
 * forgotten (a list shows their new names), and each is listed in the markets that price it when
 * it is published and in none when it is not; the rest (a new product, its category, brand and
 * search words) comes with a rebuild soon after (ADR 73).
 */
export async function indexProductChanges(
  db: Database,
  productIds: readonly number[],
  onError: (error: unknown) => void,
) {
  if (productIds.length === 0) return;
  const rows = await db
    .select({
      id: products.id,
      published: products.published,
      marketId: prices.marketId,
      selling: prices.sellingIncVat,
    })
    .from(products)
    .leftJoin(prices, eq(prices.productId, products.id))
    .where(inArray(products.id, [...productIds]));
  // A product's price in each market where it is shown; none where it is not published.
  const shown = new Map<number, Map<number, number>>(productIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    if (row.published && row.marketId !== null && row.selling !== null) {
      shown.get(row.id)?.set(row.marketId, row.selling);
    }
  }
  await patchFacetIndex(db, (index) => {
    for (const [productId, priced] of shown) {
      forgetProductRows(index, productId);
      const slot = index.slotOf.get(productId);
      if (slot === undefined) continue;
      for (const [marketId, column] of index.priceIn) {
        const price = priced.get(marketId) ?? -1;
        if (column[slot] !== price) setIndexedPrice(index, productId, marketId, price);
      }
    }
    forgetFacetAnswers(index);
  });
  rebuildFacetIndexSoon(db, onError);
}

/**
 * Keeps every instance's index in step with the desk's changes to products, as price changes are
 * kept (ADR 36): this instance's at once, the others' when the message on Redis reaches them.
 */
export function productChanges(
  db: Database,
  redis: RedisHandle | undefined,
  onError: (error: unknown) => void,
): { productsChanged: ProductsChanged; listening: Promise<unknown> } {
  const instance = randomUUID();
  const channel = redis?.channel(CHANNEL);
  if (redis) {
    redis.subscriber.on('message', (from, message) => {
      if (from !== channel) return;
      // A malformed message is reported, never thrown: an event handler's throw would end the process.
      Promise.resolve()
        .then(() => {
          const { from, productIds } = JSON.parse(message) as { from: string; productIds: number[] };
          if (from === instance || !Array.isArray(productIds)) return;
          return indexProductChanges(
            db,
            productIds.filter((id) => Number.isSafeInteger(id)),
            onError,
          );
        })
        .catch(onError);
    });
  }
  return {
    listening: redis && channel ? redis.subscriber.subscribe(channel) : Promise.resolve(),
    async productsChanged(productIds) {
      await indexProductChanges(db, productIds, onError);
      if (redis && channel) {
        await redis.commands.publish(channel, JSON.stringify({ from: instance, productIds }));
      }
    },
  };
}
