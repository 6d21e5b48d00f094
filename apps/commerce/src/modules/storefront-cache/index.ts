import { CACHE_EXPIRY_CHANNEL, type CacheTag } from '@shop/contract';
import type { RedisHandle } from '#src/redis/index.ts';

/**
 * Tells the storefronts which cached catalog data changed. Each storefront keeps catalog reads in
 * its data cache, tagged (`catalog`, `product:{alias}`); when data changes here, the tags are
 * expired on every storefront instance: published on Redis when there is one (ADR 36), else sent
 * to each listed in STOREFRONT_URLS (ADR 6).
 */
export { CACHE_EXPIRY_CHANNEL, CATALOG_TAG, type CacheTag, productTag } from '@shop/contract';

export type InvalidateStorefronts = (tags: readonly CacheTag[]) => Promise<void>;

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** Call after a change that cached catalog pages show. */
    invalidateStorefronts: InvalidateStorefronts;
  }
}

/**
 * Publishes the tags to every storefront instance subscribed on the shared Redis, however many
 * there are: none needs to be listed. A storefront that is down has no cache to clear.
 */
export function storefrontPublisher(redis: RedisHandle): InvalidateStorefronts {
  const channel = redis.channel(CACHE_EXPIRY_CHANNEL);
  return async (tags) => {
    if (tags.length === 0) return;
    try {
      await redis.commands.publish(channel, JSON.stringify({ tags }));
    } catch (error) {
      // As with a storefront that is unreachable: the change must not fail because of it.
      console.warn(`Cache expiry not published: ${String(error)}`);
    }
  };
}

const TIMEOUT_MS = 2000;

/**
 * Expires tags on every storefront, proving itself with the revalidation secret that only the
 * servers know (the channel's API key is public: every page sends it). Without a secret nothing is
 * told, and the storefronts' catalog data lives out its cache lifetime.
 */
export function storefrontInvalidator(
  urls: readonly string[],
  secret: string | undefined,
): InvalidateStorefronts {
  if (!secret) {
    console.warn('REVALIDATE_SECRET is not set: storefront caches expire only with their lifetime.');
    return async () => {};
  }
  return async (tags) => {
    if (tags.length === 0) return;
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(new URL('/api/revalidate', url), {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
            body: JSON.stringify({ tags }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          if (!response.ok) console.warn(`Storefront ${url} refused cache invalidation: ${response.status}`);
        } catch (error) {
          // A storefront that is down has no cache to clear; the change must not fail because of it.
          console.warn(`Storefront ${url} unreachable for cache invalidation: ${String(error)}`);
        }
      }),
    );
  };
}
