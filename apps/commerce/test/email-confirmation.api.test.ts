import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { customers, emailConfirmations, orderEvents, orders } from '#src/db/schema.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { authClient, freshAddress, registerCustomer, testClock } from './auth-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { recipientOf, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: the confirmation goes over SMTP_URL as it would in production.
const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const clock = testClock();
const suite = useTestApi({
  products: 60,
  server: { auth: { clock: clock.now }, mail: { smtpUrl: inbox.url, pollSeconds: 0.2 } },
});
const { api, db, gql } = suite;
const checkout = checkoutClient(suite);
const GUEST = { 'x-apikey': TEST_API_KEY };
const DAY_MS = 24 * 3600 * 1000;

const CONFIRM = 'mutation ($token: String!) { confirmEmail(token: $token) { ordersJoined } }';
const REQUEST = 'mutation ($languageId: String) { requestEmailConfirmation(languageId: $languageId) }';
const USER = '{ getUser { emailConfirmed } getOrders { id } }';

type Account = Awaited<ReturnType<typeof registerCustomer>>;

const confirm = (token: string) => gql<{ confirmEmail: { ordersJoined: number } | null }>(CONFIRM, { token });

const LINK = /\/account\/confirm-email\?token=([\w-]+)/;
const confirmationsTo = (email: string) =>
  inbox.received.filter((m) => recipientOf(m) === email && LINK.test(m.text ?? ''));

/** The `after`-th confirmation mail to `email` (0 for the first), and the token of its link. */
async function confirmationMailTo(email: string, after = 0): Promise<{ mail: ParsedMail; token: string }> {
  const mail = await inbox.next((m) => confirmationsTo(email).indexOf(m) >= after);
  const token = LINK.exec(mail.text ?? '')?.[1];
  expect(token).toMatch(/^[\w-]{43}$/);
  return { mail, token: token as string };
}

/** One unit of a 100 kr part, placed with `email` as a guest or (with a customer's headers) signed in. */
async function placeWith(email: string, headers: Record<string, string> = GUEST) {
  const sku = await checkout.cart.skuWithStock(10);
  await checkout.cart.setPrice(sku.productId, 10_000);
  const cartId = await checkout.cartWith(sku.id, 1);
  const { body } = await api().graphql<{ placeOrder: PlaceOrderAnswer }>(
    CHECKOUT_DOCUMENTS.place,
    { cartId, checkout: { ...PERSON_BUYER, email } },
    headers,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data?.placeOrder.status).toBe('OK');
  return Number(body.data?.placeOrder.orderId);
}

const ownersOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await db()
        .select({ id: orders.id, customerId: orders.customerId })
        .from(orders)
        .where(inArray(orders.id, ids))
    ).map((row) => [row.id, row.customerId]),
  );
const joinEvents = (ids: number[]) =>
  db()
    .select({ orderId: orderEvents.orderId, data: orderEvents.data })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.kind, 'account-joined')));
const userOf = async (account: Pick<Account, 'headers'>) =>
  (
    await gql<{ getUser: { emailConfirmed: boolean }; getOrders: { id: number }[] }>(
      USER,
      {},
      account.headers,
    )
  ).data;
/** The account signed in anew (after the clock has moved past its session's token). */
async function signInAgain(account: Account): Promise<Pick<Account, 'headers'>> {
  const answer = await authClient(api().url).connect(
    'login',
    { username: account.username, password: account.password },
    freshAddress(),
  );
  expect(answer.status).toBe(200);
  return { headers: { 'x-apikey': TEST_API_KEY, authorization: `Bearer ${answer.body.token}` } };
}
const idOf = async (account: Account) =>
  (await db().select({ id: customers.id }).from(customers).where(eq(customers.email, account.username)))[0]
    ?.id as number;

describe("an account's email, confirmed by mail", () => {
  it("mails a link in the customer's language at registration; confirming joins the guest orders of that email, and only those", async () => {
    const email = `gast-${Date.now()}@example.se`;
    // Guest orders before the account: the email typed in another case, and someone else's.
    const earlier = await placeWith(email.toUpperCase());
    const another = await placeWith(`annan-${Date.now()}@example.se`);
    const account = await registerCustomer(api().url, { language: 'en-GB,en;q=0.9', email });
    const { mail, token } = await confirmationMailTo(email);
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.text).toContain(`http://localhost:3000/en/account/confirm-email?token=${token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/en/account/confirm-email?token=${token}"`);

    // Unconfirmed, the account sees none of the guest orders, though their email is its own.
    expect(await userOf(account)).toEqual({ getUser: { emailConfirmed: false }, getOrders: [] });

    expect((await confirm(token)).data).toEqual({ confirmEmail: { ordersJoined: 1 } });
    const customerId = await idOf(account);
    expect(await userOf(account)).toEqual({
      getUser: { emailConfirmed: true },
      getOrders: [{ id: earlier }],
    });
    expect(await ownersOf([earlier, another])).toEqual({ [earlier]: customerId, [another]: null });
    expect(await joinEvents([earlier, another])).toEqual([{ orderId: earlier, data: { customerId } }]);
  });

  it('refuses a used or expired link, and changes nothing with it', async () => {
    const email = `utgangen-${Date.now()}@example.se`;
    const guestOrder = await placeWith(email);
    const account = await registerCustomer(api().url, { email });
    const { token: first } = await confirmationMailTo(email);
    clock.advance(7 * DAY_MS + 1000);
    const signedIn = await signInAgain(account);
    const late = await confirm(first);
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: ['EMAIL_TOKEN_EXPIRED'],
    });
    expect(await userOf(signedIn)).toEqual({ getUser: { emailConfirmed: false }, getOrders: [] });
    expect(await ownersOf([guestOrder])).toEqual({ [guestOrder]: null });

    // A new link, asked for signed in, works once.
    expect((await gql(REQUEST, {}, signedIn.headers)).data).toEqual({ requestEmailConfirmation: true });
    const { token: second } = await confirmationMailTo(email, 1);
    expect((await confirm(second)).data).toEqual({ confirmEmail: { ordersJoined: 1 } });
    const before = await db().select().from(orders).where(eq(orders.id, guestOrder));
    const again = await confirm(second);
    expect(again.errors?.[0]?.extensions?.problems).toEqual(['EMAIL_TOKEN_EXPIRED']);
    expect(again.data).toEqual({ confirmEmail: null });
    expect(await db().select().from(orders).where(eq(orders.id, guestOrder))).toEqual(before);
    expect(await joinEvents([guestOrder])).toHaveLength(1);
    // A confirmed account asks for nothing more.
    expect((await gql(REQUEST, {}, signedIn.headers)).data).toEqual({ requestEmailConfirmation: false });
  });

  it('confirms and joins in one transaction: a join that fails leaves the email unconfirmed and the link working', async () => {
    const email = `avbruten-${Date.now()}@example.se`;
    const [joins, fails] = [await placeWith(email), await placeWith(email)];
    const account = await registerCustomer(api().url, { email });
    const { token } = await confirmationMailTo(email);
    // The second order refuses to change, as a failing disk or a lost connection would.
    await db().execute(
      sql.raw(`create function refuse_order() returns trigger language plpgsql as $$
        begin raise exception 'order ${fails} refuses'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_order before update on orders for each row
        when (old.id = ${fails}) execute function refuse_order()`),
    );
    try {
      const failed = await confirm(token);
      expect(failed.errors?.length).toBe(1);
    } finally {
      await db().execute(sql`drop trigger refuse_order on orders`);
      await db().execute(sql`drop function refuse_order()`);
    }
    expect(await userOf(account)).toEqual({ getUser: { emailConfirmed: false }, getOrders: [] });
    expect(await ownersOf([joins, fails])).toEqual({ [joins]: null, [fails]: null });
    expect(await joinEvents([joins, fails])).toEqual([]);
    expect((await confirm(token)).data).toEqual({ confirmEmail: { ordersJoined: 2 } });
  });

  it('joins the orders once when the link, or two links, are followed at the same time', async () => {
    const email = `samtidigt-${Date.now()}@example.se`;
    const guestOrders = [await placeWith(email), await placeWith(email)];
    const account = await registerCustomer(api().url, { email });
    const { token: first } = await confirmationMailTo(email);
    await gql(REQUEST, {}, account.headers);
    const { token: second } = await confirmationMailTo(email, 1);
    const answers = await Promise.all([first, second, first, second].map((token) => confirm(token)));
    const joined = answers.flatMap((answer) => (answer.data?.confirmEmail ? [answer.data.confirmEmail] : []));
    expect(joined).toEqual([{ ordersJoined: 2 }]);
    expect(answers.flatMap((answer) => answer.errors?.map((e) => e.extensions?.problems) ?? [])).toEqual(
      Array(3).fill(['EMAIL_TOKEN_EXPIRED']),
    );
    expect(await joinEvents(guestOrders)).toHaveLength(2);
    expect((await userOf(account))?.getOrders.map((o) => o.id).sort()).toEqual([...guestOrders].sort());
  });

  it("joins a guest's later order to a confirmed account of its email at once, and not to an unconfirmed one", async () => {
    const confirmedEmail = `bekraftad-${Date.now()}@example.se`;
    const confirmed = await registerCustomer(api().url, { email: confirmedEmail });
    await confirm((await confirmationMailTo(confirmedEmail)).token);
    const pendingEmail = `obekraftad-${Date.now()}@example.se`;
    const pending = await registerCustomer(api().url, { email: pendingEmail });

    const later = await placeWith(` ${confirmedEmail.toUpperCase()}`.trim());
    const unjoined = await placeWith(pendingEmail);
    const customerId = await idOf(confirmed);
    expect(await ownersOf([later, unjoined])).toEqual({ [later]: customerId, [unjoined]: null });
    expect((await userOf(confirmed))?.getOrders).toEqual([{ id: later }]);
    expect((await userOf(pending))?.getOrders).toEqual([]);
    // Its timeline tells of the placement, then the join.
    const kinds = await db()
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, later), inArray(orderEvents.kind, ['placed', 'account-joined'])))
      .orderBy(orderEvents.id);
    expect(kinds.map((row) => row.kind)).toEqual(['placed', 'account-joined']);
  });

  it('mails a new link only to a signed-in customer, a few an hour', async () => {
    const unsigned = await gql(REQUEST);
    expect(unsigned.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const email = `flera-${Date.now()}@example.se`;
    const account = await registerCustomer(api().url, { email });
    await confirmationMailTo(email);
    const { max } = RATE_LIMITS.emailConfirmationsPerAccount;
    for (let n = 0; n < max; n++) {
      expect((await gql(REQUEST, { languageId: 'en' }, account.headers)).data).toEqual({
        requestEmailConfirmation: true,
      });
    }
    const { status, body } = await api().graphql(REQUEST, {}, account.headers);
    expect(status).toBe(429);
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const { mail } = await confirmationMailTo(email, max);
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('http://localhost:3000/en/account/confirm-email?token=');
    expect(
      await db()
        .select({ hash: emailConfirmations.tokenHash })
        .from(emailConfirmations)
        .where(eq(emailConfirmations.customerId, await idOf(account))),
    ).toHaveLength(max + 1);
  });

  it('counts an account made before confirmation existed as confirmed, and forgets its keys with it', async () => {
    const [older] = await db()
      .insert(customers)
      .values({
        email: `aldre-${Date.now()}@example.se`,
        passwordHash: 'x',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ confirmedAt: customers.emailConfirmedAt });
    expect(older?.confirmedAt).toBeInstanceOf(Date);

    const email = `borttagen-${Date.now()}@example.se`;
    const account = await registerCustomer(api().url, { email });
    const customerId = await idOf(account);
    expect((await gql('mutation { deleteUser }', {}, account.headers)).data).toEqual({ deleteUser: true });
    expect(
      await db().select().from(emailConfirmations).where(eq(emailConfirmations.customerId, customerId)),
    ).toEqual([]);
  });
});
