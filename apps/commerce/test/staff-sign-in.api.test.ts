import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authLoginTokens, authSessions } from '#src/db/schema.ts';
import { LOGIN_TOKEN_LIMITS } from '#src/modules/auth/index.ts';
import { claimsOf, registerCustomer, testClock } from './auth-client.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './harness.ts';
import { CREATE_CUSTOMER_LOGIN_TOKEN } from './operations.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
const { api, db, gql } = useTestApi({ products: 20, server: { auth: { clock: clock.now } } });

const STAFF = { 'x-apikey': TEST_STAFF_API_KEY };
const HOLDER =
  'query ($loginToken: String!) { customerLoginToken(loginToken: $loginToken) { email expiresAt } }';
const SIGN_IN =
  'mutation ($loginToken: String!) { signInWithLoginToken(loginToken: $loginToken) { token maxAge refreshToken } }';

async function mint(email: string) {
  const body = await gql(CREATE_CUSTOMER_LOGIN_TOKEN.document, { email }, STAFF);
  expect(body.errors).toBeUndefined();
  return body.data.createCustomerLoginToken as { token: string; email: string; expiresAt: string };
}

const refusal = (body: Awaited<ReturnType<typeof gql>>) => body.errors?.[0]?.extensions?.problems;

describe('sign-in links staff make for a customer', () => {
  it('are made only with the staff key, for an account that exists', async () => {
    const customer = await registerCustomer(api().url);
    const asShop = await gql(CREATE_CUSTOMER_LOGIN_TOKEN.document, { email: customer.username });
    expect(asShop.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(asShop.data).toBeNull();
    const nobody = await gql(CREATE_CUSTOMER_LOGIN_TOKEN.document, { email: 'ingen@example.se' }, STAFF);
    expect(nobody.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await db().select().from(authLoginTokens)).toEqual([]);
  });

  it('keep only a hash, show whom they sign in, and start an hour-long session once', async () => {
    const customer = await registerCustomer(api().url);
    const link = await mint(customer.username);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(link.expiresAt) - clock.now()).toBeLessThanOrEqual(
      LOGIN_TOKEN_LIMITS.validMinutes * 60_000,
    );
    const rows = await db().select().from(authLoginTokens);
    expect(rows.map((row) => row.tokenHash)).not.toContain(link.token);
    expect(JSON.stringify(rows)).not.toContain(link.token);

    // Looking at it uses nothing up: the storefront shows it for the shopper to confirm.
    for (let i = 0; i < 2; i++) {
      const holder = await gql(HOLDER, { loginToken: link.token });
      expect(holder.data.customerLoginToken).toEqual({ email: customer.username, expiresAt: link.expiresAt });
    }
    const signedIn = await gql(SIGN_IN, { loginToken: link.token });
    expect(signedIn.errors).toBeUndefined();
    const session = signedIn.data.signInWithLoginToken;
    const me = await gql(
      '{ getUser { email } }',
      {},
      { 'x-apikey': TEST_API_KEY, authorization: `Bearer ${session.token}` },
    );
    expect(me.data.getUser.email).toBe(customer.username);
    const [row] = await db()
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(session.token).sid as string));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(
      LOGIN_TOKEN_LIMITS.sessionMinutes * 60_000,
    );

    expect(refusal(await gql(SIGN_IN, { loginToken: link.token }))).toEqual(['LOGIN_TOKEN_EXPIRED']);
    expect((await gql(HOLDER, { loginToken: link.token })).data.customerLoginToken).toBeNull();
  });

  it(`work for ${LOGIN_TOKEN_LIMITS.validMinutes} minutes`, async () => {
    const customer = await registerCustomer(api().url);
    const link = await mint(customer.username);
    clock.advance(LOGIN_TOKEN_LIMITS.validMinutes * 60_000 + 1000);
    expect((await gql(HOLDER, { loginToken: link.token })).data.customerLoginToken).toBeNull();
    expect(refusal(await gql(SIGN_IN, { loginToken: link.token }))).toEqual(['LOGIN_TOKEN_EXPIRED']);
  });

  it("refuse a customer's own access or refresh token", async () => {
    const customer = await registerCustomer(api().url);
    for (const own of [customer.token, customer.refreshToken]) {
      expect((await gql(HOLDER, { loginToken: own })).data?.customerLoginToken ?? null).toBeNull();
      const answer = await gql(SIGN_IN, { loginToken: own });
      expect(answer.data?.signInWithLoginToken ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('start one session when confirmed twice at once', async () => {
    const customer = await registerCustomer(api().url);
    const link = await mint(customer.username);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => gql(SIGN_IN, { loginToken: link.token })),
    );
    const granted = answers.filter((answer) => answer.data?.signInWithLoginToken);
    expect(granted).toHaveLength(1);
    expect(answers.filter((answer) => refusal(answer)?.[0] === 'LOGIN_TOKEN_EXPIRED')).toHaveLength(3);
  });
});
