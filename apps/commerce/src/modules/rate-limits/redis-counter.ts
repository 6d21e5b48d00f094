import type { Redis } from 'ioredis';
import type { RateVerdict } from './counter.ts';
import type { RateRule } from './limits.ts';

/**
 * One script, so that instances counting the same key at once both count: the first request of a
 * window starts it (the key expires with it); answers the count and the milliseconds it has left.
 */
const COUNT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/** As countRequest, with the counter in the Redis every instance shares (REDIS_URL). */
export async function countRequestInRedis(
  redis: Redis,
  rule: RateRule,
  subject: string,
): Promise<RateVerdict> {
  const [hits, leftMs] = (await redis.eval(
    COUNT_SCRIPT,
    1,
    `rate:${rule.name}:${subject}`,
    rule.windowSeconds * 1000,
  )) as [number, number];
  if (hits <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
}
