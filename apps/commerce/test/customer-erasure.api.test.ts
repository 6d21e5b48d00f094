import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import {
  customerBalances,
  customers,
  orderMails,
  orders,
  products,
  reviews,
  skus,
  stockAlerts,
} from '#src/db/schema.ts';
import { checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { cheapestSkuInStock } from './checkout-fixtures.ts';
import { auditOf, CUSTOMER_DESK, deskClient, namedCustomer } from './customer-desk-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { POST_REVIEW } from './operations.ts';
import { nextShopper } from './shopper-address.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 20 });
const { api, db } = suite;
const base = () => api().url;

let ownerToken = '';
beforeAll(async () => {
  ownerToken = await signInAs(base(), (await insertStaffMember(db(), 'owner')).email);
});
const asOwner = deskClient(base, () => ownerToken);

/** The rows of every table of the database whose text holds `needle` (lower case), by table. */
async function tablesHolding(database: Database, needle: string): Promise<Record<string, number>> {
  const { rows } = (await database.execute(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`)) as {
    rows: { table_schema: string; table_name: string }[];
  };
  const found: Record<string, number> = {};
  for (const table of rows) {
    const { rows: counted } = (await database.execute(
      sql`select count(*)::int as n from ${sql.identifier(table.table_schema)}.${sql.identifier(table.table_name)} t
          where position(${needle} in lower(t::text)) > 0`,
    )) as { rows: { n: number }[] };
    const n = counted[0]?.n ?? 0;
    if (n > 0) found[table.table_name] = n;
  }
  return found;
}

const shop = (customer: { headers: Record<string, string> }, query: string, variables = {}) =>
  api().graphql(query, variables, { ...customer.headers, ...nextShopper() });

/**
 * A person the shop knows in every way it can: an account with a name, number and phone, a
 * balance, favorites, a review, the newsletter, notify-me, a contact form, an order with its mail,
 * a staff note and an invoice block.
 */
async function knownPerson(surname: string) {
  const person = await namedCustomer(db(), base(), surname);
  const email = person.username;
  const fullName = `${person.address.firstName} ${person.address.lastName}`;
  await db().insert(customerBalances).values({ customerId: person.id, currencyCode: 'SEK', amount: 12_500 });
  const [alias] = await suite.aliases();
  const [product] = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.alias, alias ?? ''));
  const favorite = await shop(person, 'mutation ($productId: Int!) { addFavorite(productId: $productId) }', {
    productId: product?.id,
  });
  expect(favorite.body.errors).toBeUndefined();
  const review = await shop(person, POST_REVIEW.document, {
    alias,
    rating: 5,
    author: fullName,
    comment: `Mycket bra, hälsar ${surname}`,
  });
  expect(review.body.errors).toBeUndefined();
  const subscribed = await api().graphql(
    'mutation ($email: String!) { subscribeToNewsletter(email: $email) }',
    {
      email,
    },
  );
  expect(subscribed.body.errors).toBeUndefined();
  const [sku] = await db().select({ id: skus.id }).from(skus).limit(1);
  const now = new Date();
  await db()
    .insert(stockAlerts)
    .values({
      email,
      skuId: sku?.id ?? 0,
      languageCode: 'sv',
      marketAlias: 'se',
      nextAttemptAt: now,
      createdAt: now,
    });
  const contact = await api().graphql(
    'mutation ($form: ContactFormInput!) { sendContactForm(form: $form) }',
    {
      form: {
        kind: 'SALES',
        fullName,
        email,
        phone: person.address.mobile,
        message: `Ring mig, ${fullName}`,
      },
    },
    { 'x-apikey': TEST_API_KEY, ...nextShopper() },
  );
  expect(contact.body.errors).toBeUndefined();

  const checkout = checkoutClient(suite);
  const placed = await checkout.place(await checkout.cartWith(await cheapestSkuInStock(db())), {
    ...PERSON_BUYER,
    email: email.toUpperCase(),
    identityNumber: person.personalId,
    message: `Lämna vid dörren hos ${surname}`,
    billingAddress: { ...PERSON_BUYER.billingAddress, ...person.address },
  });
  expect(placed.status).toBe('OK');
  const orderId = Number(placed.orderId);
  // The confirmation is in the outbox before the erasure, as it would be a minute after the order.
  await expect
    .poll(
      async () => (await db().select().from(orderMails).where(eq(orderMails.orderId, orderId)))[0]?.state,
      {
        timeout: 20_000,
      },
    )
    .toBe('sent');

  expect(
    (await asOwner(CUSTOMER_DESK.addNote, { customerId: person.id, body: `Pratade med ${fullName}` })).code,
  ).toBeUndefined();
  expect(
    (await asOwner(CUSTOMER_DESK.block, { customerId: person.id, reason: 'Obetalt' })).code,
  ).toBeUndefined();
  expect((await asOwner(CUSTOMER_DESK.impersonate, { customerId: person.id })).code).toBeUndefined();
  return { ...person, email, fullName, orderId, alias };
}

/** What identifies the person, each as the database's text might hold it. */
const traces = (person: Awaited<ReturnType<typeof knownPerson>>) => [
  person.email,
  person.personalId,
  person.personalId.replace('-', ''),
  person.personalId.slice(2),
  person.address.lastName.toLowerCase(),
  person.address.mobile,
];

describe("a customer's personal data", () => {
  it('exports as JSON everything the shop holds about them, recorded in the audit trail', async () => {
    const person = await knownPerson('Exportsson');
    const answer = await asOwner(CUSTOMER_DESK.exportData, { customerId: person.id });
    expect(answer.code).toBeUndefined();
    expect(answer.data.fileName).toMatch(new RegExp(`^customer-${person.id}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
    const data = JSON.parse(answer.data.json);
    expect(data.account).toMatchObject({ id: person.id, email: person.email, personalId: person.personalId });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.account.address).toMatchObject({ lastName: person.address.lastName });
    expect(data.balances).toEqual([{ currency: 'SEK', amount: 12_500 }]);
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([person.orderId]);
    expect(data.orders[0]).toMatchObject({
      identityNumber: person.personalId,
      message: 'Lämna vid dörren hos Exportsson',
    });
    expect(data.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.reviews).toMatchObject([{ rating: 5, comment: 'Mycket bra, hälsar Exportsson' }]);
    expect(data.favorites).toMatchObject([{ alias: person.alias }]);
    expect(data.newsletter).toMatchObject([{ email: person.email, state: 'pending' }]);
    expect(data.notifyMe).toHaveLength(1);
    expect(data.contactSubmissions).toMatchObject([{ kind: 'sales', fullName: person.fullName }]);
    expect(data.notes).toMatchObject([{ body: `Pratade med ${person.fullName}`, staffName: 'Test owner' }]);
    expect(data.invoiceCredit).toMatchObject({ blocked: true, reason: 'Obetalt' });
    expect(data.sessions.length).toBeGreaterThan(0);
    const [audit] = await auditOf(db(), person.id, 'customer.export');
    expect(audit).toMatchObject({ after: { orders: 1, reviews: 1 } });
  });

  it('is erased only with the email typed to confirm it', async () => {
    const person = await namedCustomer(db(), base(), 'Bekräftasson');
    for (const confirmEmail of ['', 'fel@example.se', `${person.username}x`]) {
      const refused = await asOwner(CUSTOMER_DESK.erase, { customerId: person.id, confirmEmail });
      expect(refused).toMatchObject({ code: 'CONFIRMATION_MISMATCH', data: null });
    }
    expect(await db().select().from(customers).where(eq(customers.id, person.id))).toHaveLength(1);
    expect(await auditOf(db(), person.id)).toEqual([]);
  });

  it('erased leaves no trace of the person in any table, and keeps their orders and amounts', async () => {
    const person = await knownPerson('Raderasson');
    const other = await knownPerson('Kvarstadsson');
    for (const trace of traces(person))
      expect(await tablesHolding(db(), trace.toLowerCase())).not.toEqual({});
    const [orderBefore] = await db().select().from(orders).where(eq(orders.id, person.orderId));
    const otherBefore = await tablesHolding(db(), other.email);

    const erased = await asOwner(CUSTOMER_DESK.erase, {
      customerId: person.id,
      confirmEmail: ` ${person.email.toUpperCase()} `,
    });
    expect(erased.code).toBeUndefined();
    expect(erased.data).toMatchObject({
      ordersAnonymised: 1,
      reviewsAnonymised: 1,
      contactSubmissionsDeleted: 1,
      newsletterDeleted: 1,
      notifyMeDeleted: 1,
    });
    expect(erased.data.mailsRedacted).toBeGreaterThanOrEqual(2);

    for (const trace of traces(person))
      expect([trace, await tablesHolding(db(), trace.toLowerCase())]).toEqual([trace, {}]);
    // Nobody else's data went with theirs.
    expect(await tablesHolding(db(), other.email)).toEqual(otherBefore);

    const [orderAfter] = await db().select().from(orders).where(eq(orders.id, person.orderId));
    const amounts = (o: typeof orderBefore) =>
      o && { ...o.totals, v: o.orderValueIncVat, t: o.totalIncVat, x: o.totalExVat };
    expect(amounts(orderAfter)).toEqual(amounts(orderBefore));
    expect(orderAfter).toMatchObject({
      email: `erased-${person.id}@erased.invalid`,
      identityNumber: '',
      customerId: null,
      message: null,
      billingAddress: { country: 'SE', company: '' },
    });
    const [review] = await db()
      .select()
      .from(reviews)
      .where(inArray(reviews.comment, ['Mycket bra, hälsar Raderasson']));
    expect(review).toMatchObject({ author: 'Anonym', customerId: null });

    const signedIn = await shop(person, '{ getUser { email } }');
    expect(signedIn.body.data?.getUser ?? null).toBeNull();
    expect((await asOwner(CUSTOMER_DESK.customer, { id: person.id })).data).toBeNull();

    const [audit] = await auditOf(db(), person.id, 'customer.erase');
    expect(audit).toMatchObject({
      before: { balances: [{ currency: 'SEK', amount: 12_500 }], invoiceBlocked: true },
      after: { erased: true, ordersAnonymised: 1 },
    });
  });
});
