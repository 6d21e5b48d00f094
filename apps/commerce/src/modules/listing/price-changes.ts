import { randomUUID } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import type { RedisHandle } from '#src/redis/index.ts';
import { forgetRememberedLists, indexPriceChange } from './facet-index-prices.ts';

/** A product's new selling price (inc VAT, minor units) in one market. */
export interface PriceChange {
  productId: number;
  marketId: number;
  sellingIncVat: number;
}

export type PriceChanged = (change: PriceChange) => Promise<void>;

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** Call after a product's selling price changed: lists filter, band and sort by it at once. */
    priceChanged: PriceChanged;
  }
}

const CHANNEL = 'catalog:price-changes';

/**
 * Keeps every instance's in-memory facet index in step with the prices in the shared database:
 * a change is put into this instance's index at once and published on Redis, and each other
 * instance puts it into its own when the message arrives (ADR 36). Without Redis there is one
 * instance, and its own index is all there is.
 */
export function priceChanges(
  db: Database,
  redis: RedisHandle | undefined,
  onError: (error: unknown) => void,
): { priceChanged: PriceChanged; listening: Promise<unknown> } {
  const instance = randomUUID();
  const channel = redis?.channel(CHANNEL);
  if (redis) {
    // Messages published while the subscription was down are lost: after a reconnection, what
    // lists remember may hold a price that changed meanwhile.
    let connections = redis.subscriber.status === 'ready' ? 1 : 0;
    redis.subscriber.on('ready', () => {
      connections++;
      if (connections > 1) forgetRememberedLists(db).catch(onError);
    });
    redis.subscriber.on('message', (from, message) => {
      if (from !== channel) return;
      // A malformed message is reported, never thrown: an event handler's throw would end the process.
      Promise.resolve()
        .then(() => {
          const { from, change } = JSON.parse(message) as { from: string; change: PriceChange };
          if (from === instance) return;
          return indexPriceChange(db, change.productId, change.marketId, change.sellingIncVat);
        })
        .catch(onError);
    });
  }
  return {
    /** Settles when this instance hears the others' changes: it is not ready before. */
    listening: redis && channel ? redis.subscriber.subscribe(channel) : Promise.resolve(),
    async priceChanged(change) {
      await indexPriceChange(db, change.productId, change.marketId, change.sellingIncVat);
      if (redis && channel) await redis.commands.publish(channel, JSON.stringify({ from: instance, change }));
    },
  };
}
