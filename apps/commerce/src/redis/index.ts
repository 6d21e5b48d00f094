import { Redis } from 'ioredis';

/**
 * The connections to the Redis that several instances share (REDIS_URL): one for commands, one
 * that only listens, for a subscribed connection may send nothing else.
 */
export interface RedisHandle {
  commands: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

export function openRedis(url: string): RedisHandle {
  // Named, so that `CLIENT LIST` tells which process and which of its two a connection is.
  const name = (role: string) => `commerce:${process.pid}:${role}`;
  // Commands wait while the connection is re-established rather than fail at once.
  const commands = new Redis(url, { maxRetriesPerRequest: 3, connectionName: name('commands') });
  const subscriber = commands.duplicate({ connectionName: name('subscriber') });
  return {
    commands,
    subscriber,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
