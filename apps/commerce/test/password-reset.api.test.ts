import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#src/db/schema.ts';
import { THROTTLE_RULES } from '#src/modules/auth/index.ts';
import { argon2RunsStarted } from '#src/modules/auth/password.ts';
import { authClient, digest, freshAddress, freshEmail, registerCustomer, testClock } from './auth-client.ts';
import { recipientOf, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: the API sends the reset mail over SMTP_URL as it would in production.
const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const clock = testClock();
const { api, db, gql } = useTestApi({
  products: 20,
  server: { auth: { clock: clock.now }, mail: { smtpUrl: inbox.url } },
});

const REQUEST = `mutation ($email: String!, $marketId: String, $languageId: String) {
  requestPasswordReset(email: $email, marketId: $marketId, languageId: $languageId) }`;
const COMMIT =
  'mutation ($resetKey: String!, $password: String!) { commitReset(resetKey: $resetKey, password: $password) }';

const resetKeyOf = (mail: ParsedMail) => /[?&]resetKey=([\w-]+)/.exec(mail.text ?? '')?.[1] as string;
// Reset mails only: a new account is mailed the link that confirms its email too.
const mailsTo = (email: string) =>
  inbox.received.filter((m) => recipientOf(m) === email && /[?&]resetKey=/.test(m.text ?? ''));
const outboxRowsTo = async (email: string) =>
  (
    await db()
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'password-reset')))
  )[0]?.n;

async function requestReset(email: string, variables: Record<string, unknown> = {}) {
  const before = mailsTo(email).length;
  const answer = await gql(REQUEST, { email, ...variables });
  expect(answer).toEqual({ data: { requestPasswordReset: true } });
  return inbox.next((m) => mailsTo(email).indexOf(m) >= before);
}

const signIn = (username: string, password: string) =>
  authClient(api().url).connect('login', { username, password }, freshAddress());

describe('password reset by mail', () => {
  it("mails a working link in the customer's language over SMTP; the key sets a new password once", async () => {
    const customer = await registerCustomer(api().url, { language: 'fi-FI,fi;q=0.9' });
    const mail = await requestReset(customer.username);
    expect(mail.subject).toBe('Palauta salasanasi');
    expect(mail.headers.get('content-language')).toBe('fi');
    const key = resetKeyOf(mail);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(mail.text).toContain(`http://localhost:3000/fi/account/reset-password?resetKey=${key}`);
    expect(mail.html).toContain(`href="http://localhost:3000/fi/account/reset-password?resetKey=${key}"`);

    expect(await gql(COMMIT, { resetKey: key, password: digest('uusi-salasana-1') })).toEqual({
      data: { commitReset: true },
    });
    expect((await signIn(customer.username, 'uusi-salasana-1')).status).toBe(200);
    expect((await signIn(customer.username, customer.password)).status).toBe(401);
    // Every session of the account ended with the reset.
    expect((await authClient(api().url).refresh(customer.refreshToken)).status).toBe(401);

    const again = await gql(COMMIT, { resetKey: key, password: digest('kolmas-salasana') });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'resetKey',
      problems: ['RESET_KEY_EXPIRED'],
    });
    expect((await signIn(customer.username, 'uusi-salasana-1')).status).toBe(200);
  });

  it('finds the account by its email in any case, with spaces around it', async () => {
    const customer = await registerCustomer(api().url);
    expect(await gql(REQUEST, { email: `  ${customer.username.toUpperCase()} ` })).toEqual({
      data: { requestPasswordReset: true },
    });
    const mail = await inbox.next((m) => mailsTo(customer.username).includes(m));
    expect(mail.subject).toBe('Återställ ditt lösenord');
    expect(mail.text).toContain('http://localhost:3000/account/reset-password?resetKey=');
  });

  it('writes in the language the customer last used the shop in, and links there', async () => {
    const customer = await registerCustomer(api().url);
    await gql(
      'mutation { updateUser(user: { gender: UNSPECIFIED }, languageId: "nb-NO", marketId: "no") { email } }',
      {},
      customer.headers,
    );
    const mail = await requestReset(customer.username);
    expect(mail.subject).toBe('Tilbakestill passordet ditt');
    expect(mail.text).toContain('/nb/account/reset-password?resetKey=');
  });

  it('keeps a key working for an hour and refuses it after', async () => {
    const customer = await registerCustomer(api().url);
    const first = resetKeyOf(await requestReset(customer.username));
    clock.advance(59 * 60 * 1000);
    expect(
      (await gql(COMMIT, { resetKey: first, password: digest('efter-59-minuter') })).data.commitReset,
    ).toBe(true);

    const second = resetKeyOf(await requestReset(customer.username));
    clock.advance(61 * 60 * 1000);
    const late = await gql(COMMIT, { resetKey: second, password: digest('efter-61-minuter') });
    expect(late.errors?.[0]?.extensions?.problems).toEqual(['RESET_KEY_EXPIRED']);
    expect((await signIn(customer.username, 'efter-59-minuter')).status).toBe(200);
  });

  it('ends the other keys of the account when one is used', async () => {
    const customer = await registerCustomer(api().url);
    const first = resetKeyOf(await requestReset(customer.username));
    const second = resetKeyOf(await requestReset(customer.username));
    expect((await gql(COMMIT, { resetKey: second, password: digest('nyare-losen') })).data.commitReset).toBe(
      true,
    );
    const older = await gql(COMMIT, { resetKey: first, password: digest('aldre-losen') });
    expect(older.errors?.[0]?.extensions?.problems).toEqual(['RESET_KEY_EXPIRED']);
  });

  it('answers the same for an email nobody has, and mails nothing', async () => {
    const nobody = freshEmail('ingen');
    const started = performance.now();
    expect(await gql(REQUEST, { email: nobody })).toEqual({ data: { requestPasswordReset: true } });
    console.log(
      `requestPasswordReset for an unknown email answered in ${(performance.now() - started).toFixed(1)} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(nobody)).toEqual([]);
    expect(await outboxRowsTo(nobody)).toBe(0);
  });

  it('sends one account at most three reset mails an hour', async () => {
    const customer = await registerCustomer(api().url);
    for (let i = 0; i < 3; i++) await requestReset(customer.username);
    expect(await gql(REQUEST, { email: customer.username })).toEqual({
      data: { requestPasswordReset: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxRowsTo(customer.username)).toBe(3);
    clock.advance(61 * 60 * 1000);
    await requestReset(customer.username);
    expect(await outboxRowsTo(customer.username)).toBe(4);
  });

  it('lets in at once an account slowed by failed sign-ins from many addresses', async () => {
    const customer = await registerCustomer(api().url);
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures; i++) await signIn(customer.username, 'fel');
    expect((await signIn(customer.username, customer.password)).status).toBe(429);
    const key = resetKeyOf(await requestReset(customer.username));
    await gql(COMMIT, { resetKey: key, password: digest('upplast-losen') });
    expect((await signIn(customer.username, 'upplast-losen')).status).toBe(200);
  });

  it('checks the key before it hashes, and hashes at most once per request whatever the aliases', async () => {
    const aliased = (n: number) =>
      `mutation (${Array.from({ length: n }, (_, i) => `$k${i}: String!`).join(', ')}, $p: String!) { ${Array.from(
        { length: n },
        (_, i) => `r${i}: commitReset(resetKey: $k${i}, password: $p)`,
      ).join(' ')} }`;
    const send = async (keys: string[]) => {
      const before = argon2RunsStarted();
      const variables = Object.fromEntries(keys.map((key, i) => [`k${i}`, key]));
      const body = await gql(aliased(keys.length), { ...variables, p: digest('tio-alias-losen') });
      return { body, hashes: argon2RunsStarted() - before };
    };
    const madeUp = Array.from({ length: 10 }, () => randomBytes(32).toString('base64url'));
    const bad = await send(madeUp);
    expect(bad.body.errors?.map((e) => e.extensions?.problems)).toEqual(
      Array(10).fill(['RESET_KEY_EXPIRED']),
    );

    const customers = [];
    for (let i = 0; i < 10; i++) customers.push(await registerCustomer(api().url));
    const keys = [];
    for (const customer of customers) keys.push(resetKeyOf(await requestReset(customer.username)));
    const good = await send(keys);
    console.log(`argon2 runs: ten made-up keys ${bad.hashes}, ten live keys ${good.hashes}`);
    expect(bad.hashes).toBe(0);
    expect(good.hashes).toBe(1);
    expect(good.body.data?.r0).toBe(true);
    expect(good.body.errors?.map((e) => e.extensions?.problems)).toEqual(
      Array(9).fill(['ONE_RESET_PER_REQUEST']),
    );
    // The nine refused changed nothing: their keys still work, one request each.
    expect((await signIn(customers[1]?.username as string, customers[1]?.password as string)).status).toBe(
      200,
    );
    expect(await gql(COMMIT, { resetKey: keys[1], password: digest('eget-losen') })).toEqual({
      data: { commitReset: true },
    });
  });

  it('sets one password when one key is sent in several requests at once; the others are told to ask again', async () => {
    const customer = await registerCustomer(api().url);
    const key = resetKeyOf(await requestReset(customer.username));
    const words = ['ett', 'två', 'tre', 'fyra'];
    const answers = await Promise.all(
      words.map((word) => gql(COMMIT, { resetKey: key, password: digest(`samtidigt-${word}`) })),
    );
    expect(answers.filter((answer) => answer.data?.commitReset === true)).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.errors?.map((e) => e.extensions?.problems) ?? [])).toEqual(
      Array(3).fill(['RESET_KEY_EXPIRED']),
    );
    const winner = words[answers.findIndex((answer) => answer.data?.commitReset === true)];
    const statuses = await Promise.all(words.map((word) => signIn(customer.username, `samtidigt-${word}`)));
    expect(statuses.map((answer, i) => [words[i], answer.status])).toEqual(
      words.map((word) => [word, word === winner ? 200 : 401]),
    );
  });

  it('refuses a malformed email, key or password as bad input', async () => {
    for (const email of ['inte-en-adress', '', `${'a'.repeat(260)}@example.se`, 'a@b\u0000.se']) {
      const answer = await gql(REQUEST, { email });
      expect(answer.errors?.[0]?.extensions?.problems, email).toEqual(['INVALID_EMAIL']);
    }
    const badKey = await gql(COMMIT, { resetKey: 'ej/en nyckel', password: digest('x') });
    expect(badKey.errors?.[0]?.extensions?.problems).toEqual(['INVALID_RESET_KEY']);
    const badPassword = await gql(COMMIT, { resetKey: 'a'.repeat(43), password: 'klartext' });
    expect(badPassword.errors?.[0]?.extensions?.problems).toEqual(['INVALID_PASSWORD']);
  });
});
