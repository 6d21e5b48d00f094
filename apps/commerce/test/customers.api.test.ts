import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { customerBalances, customers } from '#src/db/schema.ts';
import { AUTH_LIMITS } from '#src/modules/auth/index.ts';
import { authClient, claimsOf, registerCustomer, testClock } from './auth-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { USER_OPERATIONS } from './operations.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
const { api, db } = useTestApi({ products: 20, server: { auth: { clock: clock.now } } });

const USER_FIELDS = `id email customerType gender newsletter personalId metaData balance balanceFormatted
  balances { currency amount amountFormatted }
  address { firstName lastName careOf addressLine1 addressLine2 addressLine3 entryCode zip city state country company mobile phone }`;
const GET_USER = `query ($marketId: String) { getUser(marketId: $marketId) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation ($user: UserInputType!, $marketId: String, $languageId: String) {
  updateUser(user: $user, marketId: $marketId, languageId: $languageId) { ${USER_FIELDS} } }`;

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
type Body = { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function asCustomer(
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const { status, body } = await api().graphql(query, variables, headers);
  expect(status).toBe(200);
  return body as Body;
}

const bearer = (token: string) => ({ 'x-apikey': TEST_API_KEY, authorization: `Bearer ${token}` });
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

describe('getUser', () => {
  it("answers the token's customer with the platform's empty values", async () => {
    const customer = await registerCustomer(api().url);
    const { data, errors } = await asCustomer(customer.headers, GET_USER);
    expect(errors).toBeUndefined();
    expect(data.getUser).toMatchObject({
      email: customer.username,
      customerType: 'PERSON',
      gender: 'UNSPECIFIED',
      newsletter: false,
      personalId: '',
      balance: 0,
      balanceFormatted: '0\u00a0kr',
      balances: [],
    });
    expect(Object.values(data.getUser.address)).toEqual(Array(14).fill(''));
    expect(data.getUser.id).toBe(Number(claimsOf(customer.token).sub));
  });

  it('refuses a request without a token, and every token that is not genuine, current and live', async () => {
    const customer = await registerCustomer(api().url);
    const other = await registerCustomer(api().url);
    const noToken = await asCustomer({ 'x-apikey': TEST_API_KEY }, GET_USER);
    expect(codeOf(noToken)).toBe('UNAUTHENTICATED');
    expect(noToken.errors?.[0]?.extensions?.reason).toBe('no-token');

    const [header, , signature] = customer.token.split('.');
    const claims = claimsOf(customer.token);
    const reencode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const otherSub = claimsOf(other.token).sub;
    const forgedKey = new TextEncoder().encode('a key that is not the server secret at all');
    const tampered = [
      `${header}.${reencode({ ...claims, sub: otherSub, sid: claimsOf(other.token).sid })}.${signature}`,
      `${header}.${reencode({ ...claims, customerType: 'ORGANIZATION' })}.${signature}`,
      `${header}.${reencode({ ...claims, exp: (claims.exp as number) + 3600 })}.${signature}`,
      `${reencode({ alg: 'none', typ: 'JWT' })}.${reencode(claims)}.`,
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(forgedKey),
      `${customer.token}x`,
      'not-a-jwt',
    ];
    for (const token of tampered) {
      const answer = await asCustomer(bearer(token), GET_USER);
      expect(codeOf(answer), token).toBe('UNAUTHENTICATED');
      expect(answer.errors?.[0]?.extensions?.reason).toBe('invalid-token');
      expect(answer.data?.getUser ?? null).toBeNull();
    }
    const basic = await asCustomer(
      { 'x-apikey': TEST_API_KEY, authorization: `Basic ${customer.token}` },
      GET_USER,
    );
    expect(codeOf(basic)).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired token, and a token whose session signed out', async () => {
    const customer = await registerCustomer(api().url);
    clock.advance((AUTH_LIMITS.accessTokenSeconds + 1) * 1000);
    expect(codeOf(await asCustomer(customer.headers, GET_USER))).toBe('UNAUTHENTICATED');
    const refreshed = await authClient(api().url).refresh(customer.refreshToken);
    const fresh = bearer(refreshed.body.token);
    expect((await asCustomer(fresh, GET_USER)).data.getUser.email).toBe(customer.username);
    await authClient(api().url).get('/auth/logout', {
      'x-auth-refresh-token': refreshed.refreshToken as string,
    });
    expect(codeOf(await asCustomer(fresh, GET_USER))).toBe('UNAUTHENTICATED');
  });

  it("answers the balance in the request market's currency, and every balance", async () => {
    const customer = await registerCustomer(api().url);
    const id = Number(claimsOf(customer.token).sub);
    await db()
      .insert(customerBalances)
      .values([
        { customerId: id, currencyCode: 'SEK', amount: 12_345 },
        { customerId: id, currencyCode: 'EUR', amount: 500 },
      ]);
    const se = (await asCustomer(customer.headers, GET_USER, { marketId: 'se' })).data.getUser;
    expect(se).toMatchObject({ balance: 123.45, balanceFormatted: '123,45\u00a0kr' });
    expect(se.balances).toEqual([
      { currency: 'EUR', amount: 5, amountFormatted: '5\u00a0€' },
      { currency: 'SEK', amount: 123.45, amountFormatted: '123,45\u00a0kr' },
    ]);
    const fi = (await asCustomer(customer.headers, GET_USER, { marketId: 'fi' })).data.getUser;
    expect(fi).toMatchObject({ balance: 5, balanceFormatted: '5\u00a0€' });
  });
});

describe('updateUser', () => {
  it("continues a registration: newsletter and customer type, as the storefront's register document does", async () => {
    const customer = await registerCustomer(api().url);
    const { data } = await asCustomer(customer.headers, UPDATE_USER, {
      user: { newsletter: true, customerType: 'ORGANIZATION' },
    });
    expect(data.updateUser).toMatchObject({
      newsletter: true,
      customerType: 'ORGANIZATION',
      gender: 'UNSPECIFIED',
    });
    // The next token carries the new customer type.
    const refreshed = await authClient(api().url).refresh(customer.refreshToken);
    expect(claimsOf(refreshed.body.token).customerType).toBe('ORGANIZATION');
  });

  it('merges address lines, leaves out what is not given and clears a line given empty', async () => {
    const customer = await registerCustomer(api().url);
    const address = {
      firstName: ' Åsa ',
      lastName: 'Öberg',
      careOf: 'Lindqvist',
      addressLine1: 'Sveavägen 1',
      zip: '113 50',
      city: 'Stockholm',
      entryCode: '1234',
      mobile: '+46 70-123 45 67',
    };
    await asCustomer(customer.headers, UPDATE_USER, {
      user: { address, gender: 'WOMAN', personalId: '811218-9876' },
    });
    const { data } = await asCustomer(customer.headers, UPDATE_USER, {
      user: { address: { city: 'Solna', careOf: '', zip: null } },
    });
    expect(data.updateUser.address).toMatchObject({
      firstName: 'Åsa',
      city: 'Solna',
      careOf: '',
      zip: '113 50',
      entryCode: '1234',
    });
    expect(data.updateUser).toMatchObject({ gender: 'WOMAN', personalId: '811218-9876' });
  });

  it('refuses bad fields with a problem for each, and changes nothing', async () => {
    const customer = await registerCustomer(api().url);
    const before = (await asCustomer(customer.headers, GET_USER)).data.getUser;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ address: { zip: '<script>' } }, ['INVALID_ZIP']],
      [
        { address: { firstName: 'x'.repeat(101), mobile: 'ring mig' } },
        ['INVALID_FIRST_NAME', 'INVALID_MOBILE'],
      ],
      [{ address: { city: 'Sto\u0000ckholm' } }, ['INVALID_CITY']],
      [{ personalId: '811218-9877' }, ['INVALID_IDENTITY_NUMBER']],
      [{ personalId: '556016-0680', newsletter: true }, ['INVALID_IDENTITY_NUMBER']],
      [{ customerType: 'ORGANIZATION', personalId: '811218-98' }, ['INVALID_IDENTITY_NUMBER']],
      [{ metaData: 'x'.repeat(2001) }, ['INVALID_USER']],
    ];
    for (const [user, problems] of cases) {
      const answer = await asCustomer(customer.headers, UPDATE_USER, { user });
      expect(codeOf(answer), JSON.stringify(user)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.problems).toEqual(problems);
    }
    expect((await asCustomer(customer.headers, GET_USER)).data.getUser).toEqual(before);
  });

  it('checks an organisation id for a company, and again when the customer type changes', async () => {
    const customer = await registerCustomer(api().url);
    const company = await asCustomer(customer.headers, UPDATE_USER, {
      user: { customerType: 'ORGANIZATION', personalId: '556016-0680' },
    });
    expect(company.data.updateUser).toMatchObject({
      customerType: 'ORGANIZATION',
      personalId: '556016-0680',
    });
    const toPerson = await asCustomer(customer.headers, UPDATE_USER, { user: { customerType: 'PERSON' } });
    expect(toPerson.errors?.[0]?.extensions).toMatchObject({
      field: 'user.personalId',
      problems: ['INVALID_IDENTITY_NUMBER'],
    });
    // In Denmark a company's id is its CVR number (mod 11), not a CPR number.
    const cpr = await asCustomer(customer.headers, UPDATE_USER, {
      user: { personalId: '010190-1234' },
      marketId: 'dk',
    });
    expect(cpr.errors?.[0]?.extensions).toMatchObject({ problems: ['INVALID_IDENTITY_NUMBER'] });
    const elsewhere = await asCustomer(customer.headers, UPDATE_USER, {
      user: { personalId: '13585628' },
      marketId: 'dk',
    });
    expect(elsewhere.data.updateUser.personalId).toBe('13585628');
  });
});

describe('one customer cannot reach another (IDOR)', () => {
  it("reads, changes and deletes only the token's own customer", async () => {
    const a = await registerCustomer(api().url);
    const b = await registerCustomer(api().url);
    await asCustomer(b.headers, UPDATE_USER, {
      user: { address: { firstName: 'Bertil' }, newsletter: true },
    });
    const bBefore = (await asCustomer(b.headers, GET_USER)).data.getUser;

    expect((await asCustomer(a.headers, GET_USER)).data.getUser.email).toBe(a.username);
    const changed = await asCustomer(a.headers, UPDATE_USER, { user: { address: { firstName: 'Anna' } } });
    expect(changed.data.updateUser.email).toBe(a.username);
    expect((await asCustomer(b.headers, GET_USER)).data.getUser).toEqual(bBefore);

    // The deprecated apiKey argument names no customer either.
    const viaArgument = await asCustomer(a.headers, `{ getUser(apiKey: "${b.username}") { email } }`);
    expect(viaArgument.data.getUser.email).toBe(a.username);

    expect((await asCustomer(a.headers, 'mutation { deleteUser }')).data.deleteUser).toBe(true);
    expect(
      await db().select({ id: customers.id }).from(customers).where(eq(customers.email, a.username)),
    ).toEqual([]);
    expect((await asCustomer(b.headers, GET_USER)).data.getUser).toEqual(bBefore);
    expect(codeOf(await asCustomer(a.headers, GET_USER))).toBe('UNAUTHENTICATED');
    expect((await authClient(api().url).refresh(a.refreshToken)).status).toBe(401);
  });

  it('refuses every customer operation without a token, changing nothing', async () => {
    for (const operation of USER_OPERATIONS.filter((op) => op.needsCustomer)) {
      const answer = await asCustomer({ 'x-apikey': TEST_API_KEY }, operation.document, operation.valid);
      expect(codeOf(answer), operation.name).toBe('UNAUTHENTICATED');
    }
  });
});
