import type { Redis } from 'ioredis';
import type { RateVerdict } from './counter.ts';
import type { RateRule } from './limits.ts';

/**
 * One script, so that instances counting the same key at once both count: the first request of a
 * window starts it (the key expires with it); answers the count and the milliseconds it has left.
 */
const COUNT_SCRIPT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/** As countRequest, with the counter in the Redis every instance shares (REDIS_URL). */
export async function countRequestInRedis(
  redis: Redis,
  rule: RateRule,
  subject: string,
  add: 0 | 1 = 1,
): Promise<RateVerdict> {
  const [hits, leftMs] = (await redis.eval(
    COUNT_SCRIPT,
    1,
    `rate:${rule.name}:${subject}`,
    rule.windowSeconds * 1000,
    add,
  )) as [number, number];
  if (hits + 1 - add <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
}
