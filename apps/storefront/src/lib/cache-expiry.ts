import { CACHE_EXPIRY_CHANNEL } from '@shop/contract';
import { Redis } from 'ioredis';
import { CATALOG_TAG, isCacheTag } from './cache-manifest';

/** The channel the commerce API publishes expired cache tags on (its storefront-cache module). */
export { CACHE_EXPIRY_CHANNEL } from '@shop/contract';

const TIMEOUT_MS = 2000;

/** The valid cache tags of a published message; none from anything else. */
export function tagsOfMessage(message: string): string[] {
  try {
    const { tags } = JSON.parse(message) as { tags?: unknown };
    return Array.isArray(tags) ? tags.filter(isCacheTag) : [];
  } catch {
    return [];
  }
}

/**
 * Listens on the shared Redis (REDIS_URL) for the tags the commerce API expires, and expires them
 * in this instance's own cache by calling its own `/api/revalidate` at `ownOrigin`: Next expires
 * tags only inside a request (ADR 36). Every instance listens, so none needs to be listed with the API.
 * `prefix` (REDIS_PREFIX, as the API's) names this shop's channel among others on the same Redis.
 */
export function subscribeToCacheExpiry(redisUrl: string, ownOrigin: string, secret: string, prefix = '') {
  const channel = `${prefix}${CACHE_EXPIRY_CHANNEL}`;
  // Named, so that `CLIENT LIST` tells which process a connection is.
  const subscriber = new Redis(redisUrl, { connectionName: `storefront:${process.pid}:cache-expiry` });
  // Without a listener an unreachable Redis would end the process; ioredis reconnects and subscribes again.
  subscriber.on('error', (error: unknown) => console.warn(`Cache expiry channel: ${String(error)}`));
  const expire = (tags: string[]) =>
    fetch(new URL('/api/revalidate', ownOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then((response) => {
        if (!response.ok) console.warn(`Cache expiry refused by this instance: ${response.status}`);
      })
      .catch((error: unknown) => console.warn(`Cache expiry not applied: ${String(error)}`));
  subscriber.on('message', (from: string, message: string) => {
    const tags = from === channel ? tagsOfMessage(message) : [];
    if (tags.length > 0) expire(tags);
  });
  // Expiries published while the connection was down are lost: after a reconnection the whole
  // catalog is read afresh rather than kept until its lifetime ends.
  let connections = 0;
  subscriber.on('ready', () => {
    connections++;
    if (connections > 1) expire([CATALOG_TAG]);
  });
  return {
    /** Settles when this instance hears the channel. */
    listening: subscriber.subscribe(channel),
    close: () => subscriber.quit(),
  };
}
