import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AuthError } from './errors.ts';
import { AUTH_LIMITS } from './limits.ts';
import type { AuthStore } from './store.ts';
import type { ThrottleKey } from './throttle.ts';

const TTL_MS = AUTH_LIMITS.challengeSeconds * 1000;

const challengeKey = (identity: string) => `auth:challenge:${identity}`;
const counterKey = ({ rule, subject }: ThrottleKey) => `auth:failures:${rule.name}:${subject}`;
const lockKey = ({ rule, subject }: ThrottleKey) => `auth:lock:${rule.name}:${subject}`;
const knownKey = (username: string, address: string) => `auth:known:${username} ${address}`;
const KNOWN_MS = AUTH_LIMITS.knownAddressDays * 24 * 3600 * 1000;
/** What a challenge was issued for: its use must name the same. */
const purpose = (action: string, username: string) => `${action}\n${username}`;

/**
 * Deletes the challenge if it was issued for this purpose, in one step: of two uses at once, on
 * any instances, one finds it and the other finds it gone. One for another purpose leaves it.
 */
const CONSUME_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Counts a failure as the database does, in one step: the first of a window starts it (the
 * counter expires with it), and reaching the maximum sets (or prolongs) the lock; with backoff
 * (ARGV[4] = 1) the lock doubles from one second with each failure, up to the rule's lock.
 */
const FAILURE_SCRIPT = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local over = failures - tonumber(ARGV[2])
if over >= 0 then
  local lock = tonumber(ARGV[3])
  if ARGV[4] == '1' then lock = math.min(1000 * 2 ^ math.min(over, 30), lock) end
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(lock))
end
return failures`;

/**
 * Sign-in's challenges and counters in Redis (REDIS_URL). Their lifetimes are Redis's own
 * expiries, so they run on Redis's clock, not on the `now` the database store is given.
 */
export function redisAuthStore(redis: Redis): AuthStore {
  return {
    async issueChallenge(_now, action, username) {
      const identity = randomBytes(32).toString('base64url');
      await redis.set(challengeKey(identity), purpose(action, username), 'PX', TTL_MS, 'NX');
      return identity;
    },
    async challengeIsLive(_now, identity) {
      return (await redis.exists(challengeKey(identity))) === 1;
    },
    async consumeChallenge(_now, identity, action, username) {
      const deleted = await redis.eval(CONSUME_SCRIPT, 1, challengeKey(identity), purpose(action, username));
      return deleted === 1;
    },
    async assertNotLocked(_now, keys) {
      const left = await Promise.all(keys.map((key) => redis.pttl(lockKey(key))));
      const longest = Math.max(0, ...left);
      if (longest > 0) throw new AuthError('TOO_MANY_ATTEMPTS', Math.max(1, Math.ceil(longest / 1000)));
    },
    async countFailure(_now, key) {
      const { maxFailures, windowSeconds, lockSeconds } = key.rule;
      await redis.eval(
        FAILURE_SCRIPT,
        2,
        counterKey(key),
        lockKey(key),
        windowSeconds * 1000,
        maxFailures,
        lockSeconds * 1000,
        key.rule.backoff ? 1 : 0,
      );
    },
    async clearFailures(key) {
      await redis.del(counterKey(key), lockKey(key));
    },
    async rememberAddress(_now, username, address) {
      await redis.set(knownKey(username, address), '1', 'PX', KNOWN_MS);
    },
    async knowsAddress(_now, username, address) {
      return (await redis.exists(knownKey(username, address))) === 1;
    },
  };
}
