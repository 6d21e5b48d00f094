import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '#src/db/schema.ts';
import { THROTTLE_RULES } from '#src/modules/auth/index.ts';
import { authClient, claimsOf, freshAddress, freshEmail } from './auth-client.ts';
import { asShopper } from './shopper-address.ts';
import { useTestApi } from './suite.ts';

/** The service's clock, still unless the test moves it: waits and locks are then exact. */
let frozen = Date.now();
const clock = {
  now: () => frozen,
  advance(ms: number) {
    frozen += ms;
  },
};
const { api, db } = useTestApi({ products: 20, server: { auth: { clock: clock.now } } });
const client = () => authClient(api().url);
const PASSWORD = 'hemligt-losen-1';

async function registered() {
  const address = freshAddress();
  const username = freshEmail();
  const answer = await client().connect('register', { username, password: PASSWORD }, address);
  expect(answer.status).toBe(200);
  return {
    username,
    address,
    token: answer.body.token as string,
    refreshToken: answer.refreshToken as string,
  };
}

const PAIR = THROTTLE_RULES.accountAddress;
const ACCOUNT = THROTTLE_RULES.account;

describe('wrong passwords for one account', () => {
  it(`lock it for the guessing address after ${PAIR.maxFailures}; the owner elsewhere signs in at once`, async () => {
    const { username } = await registered();
    const guesser = freshAddress();
    const codes = [];
    for (let i = 0; i < 8; i++) {
      codes.push(
        (await client().connect('login', { username, password: `fel-${i}` }, guesser)).body.error.code,
      );
    }
    expect(codes).toEqual([
      ...Array(PAIR.maxFailures).fill('WRONG_CREDENTIALS'),
      ...Array(8 - PAIR.maxFailures).fill('TOO_MANY_ATTEMPTS'),
    ]);
    // The guesser waits, even with the right password...
    const locked = await client().connect('login', { username, password: PASSWORD }, guesser);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.any(String),
      retryAfter: PAIR.lockSeconds,
    });
    expect(locked.headers.get('retry-after')).toBe(String(PAIR.lockSeconds));
    // ...the owner, from an address of their own, does not.
    expect((await client().connect('login', { username, password: PASSWORD }, freshAddress())).status).toBe(
      200,
    );
    clock.advance(5 * 60 * 1000);
    const later = await client().connect('login', { username, password: PASSWORD }, guesser);
    expect(later.body.error.retryAfter).toBe(PAIR.lockSeconds - 5 * 60);
    clock.advance(PAIR.lockSeconds * 1000);
    expect((await client().connect('login', { username, password: PASSWORD }, guesser)).status).toBe(200);
  });

  it(`slow guesses from many addresses after ${ACCOUNT.maxFailures} with a wait that doubles, but not the owner's address`, {
    timeout: 180_000,
  }, async () => {
    const { username, address: home } = await registered();
    for (let i = 0; i < ACCOUNT.maxFailures; i++) {
      const wrong = await client().connect('login', { username, password: `fel-${i}` }, freshAddress());
      expect(wrong.body.error.code).toBe('WRONG_CREDENTIALS');
    }
    const waits = [];
    for (let step = 0; step < 4; step++) {
      const held = await client().connect('login', { username, password: PASSWORD }, freshAddress());
      expect(held.status).toBe(429);
      waits.push(held.body.error.retryAfter);
      // The address the account was opened from is its owner's: never held back by the guessers.
      expect((await client().connect('login', { username, password: PASSWORD }, home)).status).toBe(200);
      clock.advance(held.body.error.retryAfter * 1000);
      const wrong = await client().connect('login', { username, password: 'fel' }, freshAddress());
      expect(wrong.body.error.code).toBe('WRONG_CREDENTIALS');
    }
    console.log(
      `waits for a new address after ${ACCOUNT.maxFailures}+n wrong passwords: ${waits.join(', ')} s`,
    );
    expect(waits).toEqual([1, 2, 4, 8]);
    // The doubling stops at the rule's lock (16, 32, ... 512 s, then 900 s, all within the hour's window).
    for (let i = 0; i < 7; i++) {
      const held = await client().connect('login', { username, password: PASSWORD }, freshAddress());
      clock.advance(held.body.error.retryAfter * 1000);
      await client().connect('login', { username, password: 'fel' }, freshAddress());
    }
    const capped = await client().connect('login', { username, password: PASSWORD }, freshAddress());
    expect(capped.body.error.retryAfter).toBe(ACCOUNT.lockSeconds);
  });

  it("count unknown accounts as known ones, and a success clears the address's count", async () => {
    const { username, address } = await registered();
    for (let i = 0; i < PAIR.maxFailures - 1; i++) {
      await client().connect('login', { username, password: 'fel' }, address);
    }
    expect((await client().connect('login', { username, password: PASSWORD }, address)).status).toBe(200);
    // The count starts again: four more failures do not lock.
    for (let i = 0; i < PAIR.maxFailures - 1; i++) {
      await client().connect('login', { username, password: 'fel' }, address);
    }
    expect((await client().connect('login', { username, password: PASSWORD }, address)).status).toBe(200);

    const nobody = freshEmail('ingen');
    const guesser = freshAddress();
    for (let i = 0; i < PAIR.maxFailures; i++) {
      await client().connect('login', { username: nobody, password: 'fel' }, guesser);
    }
    expect((await client().connect('login', { username: nobody, password: 'fel' }, guesser)).status).toBe(
      429,
    );
  });
});

describe('failed sign-ins per address', () => {
  it(`lock an address after ${THROTTLE_RULES.ip.maxFailures} wrong passwords on any accounts; other addresses go on`, async () => {
    const victim = await registered();
    const attacker = freshAddress();
    for (let i = 0; i < THROTTLE_RULES.ip.maxFailures; i++) {
      const answer = await client().connect(
        'login',
        { username: freshEmail('gissning'), password: 'fel' },
        attacker,
      );
      expect(answer.body.error.code).toBe('WRONG_CREDENTIALS');
    }
    const blocked = await client().connect(
      'login',
      { username: victim.username, password: PASSWORD },
      attacker,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.retryAfter).toBe(THROTTLE_RULES.ip.lockSeconds);
    const elsewhere = await client().connect(
      'login',
      { username: victim.username, password: PASSWORD },
      freshAddress(),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('take the address the storefront names with the secret the two share, never X-Forwarded-For', async () => {
    const { username } = await registered();
    const named = asShopper('203.0.113.50');
    for (let i = 0; i < THROTTLE_RULES.ip.maxFailures; i++) {
      await client().connect(
        'login',
        { username: freshEmail('gissning'), password: 'fel' },
        { ...named, 'x-forwarded-for': `198.51.100.${i}` },
      );
    }
    // 203.0.113.50 is the client whatever X-Forwarded-For said, and it is locked.
    const blocked = await client().connect('login', { username, password: PASSWORD }, named);
    expect(blocked.status).toBe(429);
  });

  it('limit how many challenges one address asks for', async () => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i <= THROTTLE_RULES.challengeIp.maxFailures; i++) {
      answers.push((await client().post('login', { username: 'a@example.se' }, address)).status);
    }
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('password change', () => {
  it('changes the password, ends every other session and starts a new one', async () => {
    const { username, address, refreshToken } = await registered();
    const changed = await client().connect(
      'password',
      { username, password: PASSWORD, newPassword: 'nytt-losen-2' },
      address,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.token).toEqual(expect.any(String));
    expect((await client().refresh(refreshToken)).status).toBe(401);
    expect((await client().refresh(changed.refreshToken as string)).status).toBe(200);
    expect((await client().connect('login', { username, password: PASSWORD }, address)).status).toBe(401);
    expect((await client().connect('login', { username, password: 'nytt-losen-2' }, address)).status).toBe(
      200,
    );
  });

  it('signs the session out on a wrong current password, and changes nothing', async () => {
    const { username, address, token, refreshToken } = await registered();
    const wrong = await client().connect(
      'password',
      { username, password: 'fel-losen', newPassword: 'nytt-losen-3' },
      { ...address, 'x-auth-refresh-token': refreshToken },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    expect((await client().refresh(refreshToken)).status).toBe(401);
    const [row] = await db()
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(token).sid as string));
    expect(row?.revokedReason).toBe('wrong-current-password');
    expect((await client().connect('login', { username, password: PASSWORD }, address)).status).toBe(200);
  });

  it('refuses a change without a new password', async () => {
    const { username, address } = await registered();
    const signature = await client().signedChallenge('password', username, address);
    const answer = await client().post(
      'password',
      client().credentialsBody('login', { username, password: PASSWORD }, signature),
      address,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_PASSWORD');
  });
});
