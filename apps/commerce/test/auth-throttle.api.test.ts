import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '#src/db/schema.ts';
import { THROTTLE_RULES } from '#src/modules/auth/index.ts';
import { authClient, claimsOf, freshAddress, freshEmail, testClock } from './auth-client.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
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

describe('failed sign-ins per account', () => {
  it(`lock the account after ${THROTTLE_RULES.account.maxFailures} wrong passwords from any addresses, with the seconds to wait`, async () => {
    const { username } = await registered();
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures; i++) {
      const wrong = await client().connect('login', { username, password: `fel-${i}` }, freshAddress());
      expect(wrong.body.error.code).toBe('WRONG_CREDENTIALS');
    }
    // Now even the right password waits, from a new address too.
    const locked = await client().connect('login', { username, password: PASSWORD }, freshAddress());
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.any(String),
      retryAfter: THROTTLE_RULES.account.lockSeconds,
    });
    expect(locked.headers.get('retry-after')).toBe(String(THROTTLE_RULES.account.lockSeconds));
    clock.advance(5 * 60 * 1000);
    const later = await client().connect('login', { username, password: PASSWORD }, freshAddress());
    expect(later.body.error.retryAfter).toBe(THROTTLE_RULES.account.lockSeconds - 5 * 60);
    clock.advance(THROTTLE_RULES.account.lockSeconds * 1000);
    expect((await client().connect('login', { username, password: PASSWORD }, freshAddress())).status).toBe(
      200,
    );
  });

  it('count unknown accounts as known ones, and a success clears the count', async () => {
    const { username, address } = await registered();
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures - 1; i++) {
      await client().connect('login', { username, password: 'fel' }, address);
    }
    expect((await client().connect('login', { username, password: PASSWORD }, address)).status).toBe(200);
    // The count starts again: four more failures do not lock.
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures - 1; i++) {
      await client().connect('login', { username, password: 'fel' }, address);
    }
    expect((await client().connect('login', { username, password: PASSWORD }, address)).status).toBe(200);

    const nobody = freshEmail('ingen');
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures; i++) {
      await client().connect('login', { username: nobody, password: 'fel' }, freshAddress());
    }
    expect(
      (await client().connect('login', { username: nobody, password: 'fel' }, freshAddress())).status,
    ).toBe(429);
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

  it('take the address from X-Forwarded-For only behind a trusted proxy (here: loopback)', async () => {
    const { username } = await registered();
    const viaProxy = { 'x-forwarded-for': '203.0.113.50, 127.0.0.1' };
    for (let i = 0; i < THROTTLE_RULES.ip.maxFailures; i++) {
      await client().connect('login', { username: freshEmail('gissning'), password: 'fel' }, viaProxy);
    }
    // The hop the proxy added (127.0.0.1) is skipped: 203.0.113.50 is the client, and it is locked.
    const blocked = await client().connect(
      'login',
      { username, password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.50' },
    );
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
