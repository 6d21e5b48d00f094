import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '#src/modules/auth/index.ts';
import { createLogger } from '#src/observability/logger.ts';
import { openRedis, type RedisHandle } from '#src/redis/index.ts';
import { createCommerceServer } from '#src/server.ts';
import { authClient, freshEmail } from './auth-client.ts';
import { TEST_SHOPPER_SECRET } from './keys.ts';
import { nextShopper } from './shopper-address.ts';
import { useTestApi } from './suite.ts';

/** Redis is only on a real server: .ci/run sets TEST_REDIS_URL when one answers. */
const redisUrl = process.env.TEST_REDIS_URL;
const PASSWORD = 'hemligt-losen-1';

/**
 * Two instances of the service on one database, as behind a load balancer: sign-in's challenges
 * and failure counters are kept where both look (the database, or the Redis they share).
 */
function twoInstances(redis: RedisHandle | undefined) {
  const suite = useTestApi({ products: 20, server: { redis } });
  let second: Server;
  let secondUrl = '';
  beforeAll(async () => {
    second = createCommerceServer(suite.api().database, {
      redis,
      logger: createLogger('silent'),
      shopperAddressSecret: TEST_SHOPPER_SECRET,
    });
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => second?.close(resolve));
    await redis?.close();
  });
  return { a: () => authClient(suite.api().url), b: () => authClient(secondUrl) };
}

function signInAcrossInstances(redis: RedisHandle | undefined) {
  const { a, b } = twoInstances(redis);
  const address = nextShopper;

  async function registered() {
    const username = freshEmail();
    expect((await a().connect('register', { username, password: PASSWORD }, address())).status).toBe(200);
    return username;
  }

  it('a challenge sent back to both instances at once signs in once', async () => {
    const username = await registered();
    const from = address();
    const signed = await a().signedChallenge('login', username, from);
    const body = a().credentialsBody('login', { username, password: PASSWORD }, signed);
    const answers = await Promise.all([a().post('login', body, from), b().post('login', body, from)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.status === 401)?.body.error.code).toBe('CHALLENGE_EXPIRED');
    const again = await b().post('login', body, from);
    expect(again.body.error.code).toBe('CHALLENGE_EXPIRED');
  });

  it('a challenge issued by one instance is signed and used on the other', async () => {
    const username = await registered();
    const from = address();
    const challenge = await a().post('login', { username }, from);
    const signed = await b().sign(challenge.body.sign);
    expect(signed.status).toBe(200);
    const body = b().credentialsBody('login', { username, password: PASSWORD }, signed.body);
    expect((await a().post('login', body, from)).status).toBe(200);
    expect((await b().sign(challenge.body.sign)).body.error.code).toBe('CHALLENGE_EXPIRED');
  });

  it("a sign-in on one instance clears the address's failures counted on both", async () => {
    const username = await registered();
    const from = address();
    const failOnBoth = async () => {
      for (let i = 0; i < THROTTLE_RULES.accountAddress.maxFailures - 1; i++) {
        await (i % 2 === 0 ? a() : b()).connect('login', { username, password: 'fel' }, from);
      }
    };
    await failOnBoth();
    expect((await a().connect('login', { username, password: PASSWORD }, from)).status).toBe(200);
    // The count starts again: as many failures once more do not lock.
    await failOnBoth();
    expect((await b().connect('login', { username, password: PASSWORD }, from)).status).toBe(200);
  });

  it('wrong passwords on both instances lock the guessing address, not the owner', async () => {
    const username = await registered();
    const guesser = address();
    for (let i = 0; i < THROTTLE_RULES.accountAddress.maxFailures; i++) {
      const instance = i % 2 === 0 ? a() : b();
      const wrong = await instance.connect('login', { username, password: `fel-${i}` }, guesser);
      expect(wrong.body.error.code).toBe('WRONG_CREDENTIALS');
    }
    for (const instance of [a(), b()]) {
      const locked = await instance.connect('login', { username, password: PASSWORD }, guesser);
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(
        THROTTLE_RULES.accountAddress.lockSeconds - 5,
      );
      expect((await instance.connect('login', { username, password: PASSWORD }, address())).status).toBe(200);
    }
  });

  it("guesses from many addresses on both instances slow the account, but not its owner's address", {
    timeout: 180_000,
  }, async () => {
    const username = freshEmail();
    const home = address();
    expect((await a().connect('register', { username, password: PASSWORD }, home)).status).toBe(200);
    /** A wrong password from a new address, once the account's wait (on the real clock) has passed. */
    const guess = async (i: number) => {
      for (;;) {
        const answer = await (i % 2 === 0 ? a() : b()).connect(
          'login',
          { username, password: 'fel' },
          address(),
        );
        if (answer.status !== 429) return expect(answer.status).toBe(401);
        await new Promise((resolve) => setTimeout(resolve, answer.body.error.retryAfter * 1000));
      }
    };
    // The budget, then four more: the wait doubles from 1 s to 16 s (what follows takes far less).
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures + 4; i++) await guess(i);
    for (const instance of [a(), b()]) {
      const held = await instance.connect('login', { username, password: PASSWORD }, address());
      expect(held.status).toBe(429);
      expect(held.body.error.retryAfter).toBeGreaterThan(1);
      expect(held.body.error.retryAfter).toBeLessThanOrEqual(16);
      expect((await instance.connect('login', { username, password: PASSWORD }, home)).status).toBe(200);
    }
  });
}

describe('sign-in on two instances, kept in their database', () => {
  signInAcrossInstances(undefined);
});

describe.runIf(redisUrl)('sign-in on two instances, kept in the Redis they share', () => {
  signInAcrossInstances(redisUrl ? openRedis(redisUrl) : undefined);
});
