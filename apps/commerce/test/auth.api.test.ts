import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, customers } from '#src/db/schema.ts';
import { AUTH_LIMITS } from '#src/modules/auth/index.ts';
import { authClient, claimsOf, freshAddress, freshEmail, testClock } from './auth-client.ts';
import { useTestApi } from './suite.ts';

const STOREFRONT_ORIGIN = 'https://shop.example';
const clock = testClock();
const { api, db } = useTestApi({
  products: 20,
  server: { corsOrigins: [STOREFRONT_ORIGIN], auth: { clock: clock.now } },
});
const client = () => authClient(api().url);
const PASSWORD = 'hemligt-losen-1';

/** A registered customer with a session; the address keeps the test's counters apart. */
async function registered(credentials: { rememberUser?: boolean } = {}) {
  const address = freshAddress();
  const username = freshEmail();
  const answer = await client().connect(
    'register',
    { username, password: PASSWORD, ...credentials },
    address,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    username,
    address,
    token: answer.body.token as string,
    refreshToken: answer.refreshToken as string,
  };
}

describe('register and sign in', () => {
  it('registers with the three steps and answers a token, its max age and a refresh token', async () => {
    const address = freshAddress();
    const username = freshEmail();
    const challenge = await client().post('register', { username }, address);
    expect(challenge.status).toBe(200);
    expect(challenge.body).toEqual({ sign: expect.stringMatching(/^[\w-]{43}$/) });
    const signed = await client().sign(challenge.body.sign);
    expect(signed.body).toEqual({
      identity: challenge.body.sign,
      signature: expect.any(String),
      timestamp: expect.any(Number),
    });
    const answer = await client().post(
      'register',
      client().credentialsBody('register', { username, password: PASSWORD }, signed.body),
      address,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), maxAge: AUTH_LIMITS.accessTokenSeconds });
    expect(answer.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const claims = claimsOf(answer.body.token);
    expect(claims).toMatchObject({ name: username, customerType: 'PERSON', sid: expect.any(String) });
    expect((claims.exp as number) - (claims.iat as number)).toBe(AUTH_LIMITS.accessTokenSeconds);

    const [stored] = await db().select().from(customers).where(eq(customers.email, username));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('stores the email trimmed and lower-cased, and signs in with it in any case', async () => {
    const address = freshAddress();
    const username = freshEmail('Versaler');
    const answer = await client().connect(
      'register',
      { username: `  ${username.toUpperCase()} `, password: PASSWORD },
      address,
    );
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.token).name).toBe(username.toLowerCase());
    const login = await client().connect(
      'login',
      { username: username.toUpperCase(), password: PASSWORD },
      address,
    );
    expect(login.status).toBe(200);
  });

  it('refuses a second account with the same email', async () => {
    const { username, address } = await registered();
    const again = await client().connect('register', { username, password: 'annat-losen' }, address);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ACCOUNT_EXISTS');
    expect(again.refreshToken).toBeNull();
  });

  it('signs in with the right password and refuses a wrong one with one message for both cases', async () => {
    const { username, address } = await registered();
    const login = await client().connect('login', { username, password: PASSWORD }, address);
    expect(login.status).toBe(200);
    expect(claimsOf(login.body.token).name).toBe(username);
    const wrong = await client().connect('login', { username, password: 'fel-losen' }, address);
    const nobody = await client().connect(
      'login',
      { username: freshEmail('ingen'), password: PASSWORD },
      address,
    );
    expect([wrong.status, nobody.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(nobody.body);
    expect(wrong.body.error.code).toBe('WRONG_CREDENTIALS');
  });

  it('answers a challenge for an unknown username as for a known one', async () => {
    const { username, address } = await registered();
    const known = await client().post('login', { username }, address);
    const unknown = await client().post('login', { username: freshEmail('ingen') }, address);
    expect(Object.keys(known.body)).toEqual(['sign']);
    expect(Object.keys(unknown.body)).toEqual(['sign']);
  });
});

describe('challenges', () => {
  it('refuses a replayed challenge: each signed challenge signs in once', async () => {
    const { username, address } = await registered();
    const signature = await client().signedChallenge('login', username, address);
    const body = client().credentialsBody('login', { username, password: PASSWORD }, signature);
    expect((await client().post('login', body, address)).status).toBe(200);
    const replay = await client().post('login', body, address);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('CHALLENGE_EXPIRED');
  });

  it('refuses a forged signature, and a signature of another challenge', async () => {
    const { username, address } = await registered();
    const signature = await client().signedChallenge('login', username, address);
    const flipped = `${signature.signature.slice(0, -2)}${signature.signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forgeries = [
      { ...signature, signature: flipped },
      { ...signature, timestamp: signature.timestamp + 1 },
      { ...signature, identity: (await client().post('login', { username }, address)).body.sign },
      { ...signature, signature: '' },
    ];
    for (const forged of forgeries) {
      const answer = await client().post(
        'login',
        client().credentialsBody('login', { username, password: PASSWORD }, forged),
        address,
      );
      expect(answer.status, JSON.stringify(forged)).toBe(401);
      expect(answer.body.error.code).toBe('INVALID_SIGNATURE');
    }
    // The challenge itself was not used up by the forgeries.
    const genuine = await client().post(
      'login',
      client().credentialsBody('login', { username, password: PASSWORD }, signature),
      address,
    );
    expect(genuine.status).toBe(200);
  });

  it('refuses a challenge used for another username or another action', async () => {
    const first = await registered();
    const second = await registered();
    const signature = await client().signedChallenge('login', first.username, first.address);
    const otherUser = await client().post(
      'login',
      client().credentialsBody('login', { username: second.username, password: PASSWORD }, signature),
      first.address,
    );
    expect(otherUser.body.error.code).toBe('CHALLENGE_EXPIRED');
    const otherAction = await client().post(
      'register',
      client().credentialsBody('register', { username: first.username, password: PASSWORD }, signature),
      first.address,
    );
    expect(otherAction.body.error.code).toBe('CHALLENGE_EXPIRED');
  });

  it('refuses an expired challenge, and the sign endpoint will not sign one', async () => {
    const { username, address } = await registered();
    const signature = await client().signedChallenge('login', username, address);
    const unsigned = await client().post('login', { username }, address);
    clock.advance((AUTH_LIMITS.challengeSeconds + 1) * 1000);
    const late = await client().post(
      'login',
      client().credentialsBody('login', { username, password: PASSWORD }, signature),
      address,
    );
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('CHALLENGE_EXPIRED');
    const lateSign = await client().sign(unsigned.body.sign);
    expect(lateSign.status).toBe(401);
    expect(lateSign.body.error.code).toBe('CHALLENGE_EXPIRED');
  });

  it('signs only for an issued API key and an issued challenge', async () => {
    const { username, address } = await registered();
    const challenge = await client().post('login', { username }, address);
    expect((await client().sign(challenge.body.sign, 'no-such-key')).body.error.code).toBe('UNKNOWN_API_KEY');
    expect((await client().sign('made-up-challenge')).body.error.code).toBe('CHALLENGE_EXPIRED');
    expect((await client().get('/auth/sign/test-key')).body.error.code).toBe('CHALLENGE_EXPIRED');
  });
});

describe('refresh tokens', () => {
  it('trade a refresh token for a new token and a new refresh token', async () => {
    const session = await registered();
    clock.advance(60_000);
    const refreshed = await client().refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ token: expect.any(String), maxAge: AUTH_LIMITS.accessTokenSeconds });
    expect(refreshed.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    expect(claimsOf(refreshed.body.token).sid).toBe(claimsOf(session.token).sid);
  });

  it('revoke the whole family when a used refresh token comes back after the grace', async () => {
    const session = await registered();
    const second = await client().refresh(session.refreshToken);
    const third = await client().refresh(second.refreshToken as string);
    expect(third.status).toBe(200);
    clock.advance(AUTH_LIMITS.refreshGraceSeconds * 1000 + 1000);
    const reuse = await client().refresh(session.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('REFRESH_TOKEN_REUSED');
    // The newest token of the family, never used, no longer works either.
    const newest = await client().refresh(third.refreshToken as string);
    expect(newest.status).toBe(401);
    expect(newest.body.error.code).toBe('NO_SESSION');
    const [row] = await db()
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(session.token).sid as string));
    expect(row?.revokedReason).toBe('refresh-token-reused');
  });

  it('answer refreshes sent at once with one token each with tokens of the session, which goes on', async () => {
    const session = await registered();
    const sid = claimsOf(session.token).sid;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client().refresh(session.refreshToken)),
    );
    console.log(`six refreshes at once with one token: ${answers.map((a) => a.status).join(', ')}`);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.map((answer) => claimsOf(answer.body.token).sid)).toEqual(Array(6).fill(sid));
    // Each answer's refresh token is good, and the session was never ended.
    const next = await Promise.all(answers.map((answer) => client().refresh(answer.refreshToken as string)));
    expect(next.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const [row] = await db()
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sid as string));
    expect(row?.revokedAt).toBeNull();
  });

  it('refuses a refresh without a token or with a made-up one', async () => {
    expect((await client().get('/auth/login')).body.error.code).toBe('NO_SESSION');
    expect((await client().refresh('made-up')).body.error.code).toBe('NO_SESSION');
  });

  it('end after 30 minutes without remember-me, and after 7 days with it', async () => {
    const short = await registered({ rememberUser: false });
    const long = await registered();
    clock.advance(29 * 60 * 1000);
    const shortAlive = await client().refresh(short.refreshToken);
    expect(shortAlive.status).toBe(200);
    clock.advance(31 * 60 * 1000);
    expect((await client().refresh(shortAlive.refreshToken as string)).body.error.code).toBe('NO_SESSION');
    const longAlive = await client().refresh(long.refreshToken);
    expect(longAlive.status).toBe(200);
    clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await client().refresh(longAlive.refreshToken as string)).status).toBe(401);
  });

  it('stop at logout, by GET or by the signed POST', async () => {
    const first = await registered();
    expect((await client().get('/auth/logout', { 'x-auth-refresh-token': first.refreshToken })).status).toBe(
      200,
    );
    expect((await client().refresh(first.refreshToken)).status).toBe(401);

    const second = await registered();
    const signature = await client().signedChallenge('logout', second.username, second.address);
    const loggedOut = await client().post(
      'logout',
      { username: second.username, signature },
      {
        ...second.address,
        'x-auth-refresh-token': second.refreshToken,
      },
    );
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toEqual({});
    expect((await client().refresh(second.refreshToken)).status).toBe(401);
  });
});
