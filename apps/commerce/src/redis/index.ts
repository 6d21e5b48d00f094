import { Redis } from 'ioredis';

/**
 * The connections to the Redis that several instances share (REDIS_URL): one for commands, one
 * that only listens, for a subscribed connection may send nothing else.
 */
export interface RedisHandle {
  commands: Redis;
  subscriber: Redis;
  /** A channel's name for this shop: pub/sub channels are shared by every database of a Redis. */
  channel(name: string): string;
  close(): Promise<void>;
}

/**
 * `prefix` (REDIS_PREFIX) goes before every key and channel name, so that shops sharing one Redis
 * (a staging and a live shop, say) count, sign in and expire caches each on their own.
 */
export function openRedis(url: string, prefix = ''): RedisHandle {
  // Named, so that `CLIENT LIST` tells which process and which of its two a connection is.
  const name = (role: string) => `commerce:${process.pid}:${role}`;
  // Commands wait while the connection is re-established rather than fail at once.
  const commands = new Redis(url, {
    maxRetriesPerRequest: 3,
    connectionName: name('commands'),
    keyPrefix: prefix,
  });
  const subscriber = commands.duplicate({ connectionName: name('subscriber') });
  return {
    commands,
    subscriber,
    channel: (channelName) => `${prefix}${channelName}`,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
