import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerNotes, invoiceCustomers, STAFF_ROLES } from '#src/db/schema.ts';
import { LOGIN_TOKEN_LIMITS } from '#src/modules/auth/index.ts';
import { permissionsOf } from '#src/modules/staff/roles.ts';
import { rows } from './admin-permissions/customers.ts';
import { testClock } from './auth-client.ts';
import { checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { cheapestSkuInStock } from './checkout-fixtures.ts';
import { auditOf, CUSTOMER_DESK, deskClient, namedCustomer } from './customer-desk-client.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
const suite = useTestApi({ products: 20, server: { auth: { clock: clock.now } } });
const { api, db, gql } = suite;
const base = () => api().url;

const tokens: Record<'owner' | 'orders' | 'support', string> = { owner: '', orders: '', support: '' };
beforeAll(async () => {
  for (const role of ['owner', 'orders', 'support'] as const) {
    const member = await insertStaffMember(db(), role);
    tokens[role] = await signInAs(base(), member.email);
  }
});
const asOwner = deskClient(base, () => tokens.owner);
const asOrders = deskClient(base, () => tokens.orders);
const asSupport = deskClient(base, () => tokens.support);

const SIGN_IN = 'mutation ($loginToken: String!) { signInWithLoginToken(loginToken: $loginToken) { token } }';

describe('the customer list', () => {
  it('finds a customer by email, name, personal number and phone, a page at a time', async () => {
    const people = [
      await namedCustomer(db(), base(), 'Sökbergsson'),
      await namedCustomer(db(), base(), 'Sökbergsson'),
      await namedCustomer(db(), base(), 'Sökbergsson'),
    ];
    const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
    const found = async (search: string) =>
      (await asSupport(CUSTOMER_DESK.customers, { search })).data.nodes.map((n: { id: number }) => n.id);

    expect(await found(first.username.slice(0, 12).toUpperCase())).toEqual([first.id]);
    expect(await found(`${first.address.lastName} ${first.address.firstName}`)).toEqual([first.id]);
    // The number as the account keeps it, without its century, and without its dash.
    expect(await found(first.personalId)).toEqual([first.id]);
    expect(await found(first.personalId.slice(2))).toEqual([first.id]);
    expect(await found(first.personalId.replace('-', ''))).toEqual([first.id]);
    expect(await found(first.address.mobile.replace(/\D/g, ''))).toEqual([first.id]);
    expect(await found(`${second.address.mobile} `)).toEqual([second.id]);
    expect(await found('sökbergsson')).toEqual(people.map((p) => p.id).reverse());
    expect(await found('100%_ingen')).toEqual([]);

    // Two a page, newest first; the cursor continues where the page ended.
    const page1 = (await asSupport(CUSTOMER_DESK.customers, { search: 'Sökbergsson', first: 2 })).data;
    expect(page1).toMatchObject({ totalCount: 3, hasNextPage: true });
    const page2 = (
      await asSupport(CUSTOMER_DESK.customers, { search: 'Sökbergsson', first: 2, after: page1.endCursor })
    ).data;
    expect(page2).toMatchObject({ totalCount: 3, hasNextPage: false, endCursor: null });
    expect([...page1.nodes, ...page2.nodes].map((n: { id: number }) => n.id)).toEqual(
      people.map((p) => p.id).reverse(),
    );
    const organisations = await asSupport(CUSTOMER_DESK.customers, {
      search: 'Sökbergsson',
      customerType: 'ORGANIZATION',
    });
    expect(organisations.data.totalCount).toBe(0);
  });

  it('refuses a cursor it did not make and a page past its size', async () => {
    expect((await asSupport(CUSTOMER_DESK.customers, { after: 'bm90LWEtY3Vyc29y' })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await asSupport(CUSTOMER_DESK.customers, { first: 101 })).code).toBe('BAD_USER_INPUT');
  });
});

describe('notes on a customer', () => {
  it('are written by support, signed, newest first, each with an audit row that holds no text', async () => {
    const customer = await namedCustomer(db(), base());
    const note = await asSupport(CUSTOMER_DESK.addNote, {
      customerId: customer.id,
      body: ' Ringde om leverans. ',
    });
    expect(note.data).toMatchObject({ body: 'Ringde om leverans.', staffName: 'Test support' });
    await asOrders(CUSTOMER_DESK.addNote, { customerId: customer.id, body: 'Vill ha faktura.' });
    const page = (await asSupport(CUSTOMER_DESK.customer, { id: customer.id })).data;
    expect(page.notes.map((n: { body: string }) => n.body)).toEqual([
      'Vill ha faktura.',
      'Ringde om leverans.',
    ]);
    const audit = await auditOf(db(), customer.id, 'customer.note');
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ after: { noteId: note.data.id, characters: 19 }, before: null });
    expect(JSON.stringify(audit)).not.toContain('Ringde');
  });

  it('refuses an empty note or an unknown customer, and keeps nothing', async () => {
    const customer = await namedCustomer(db(), base());
    const empty = await asSupport(CUSTOMER_DESK.addNote, { customerId: customer.id, body: '  \n ' });
    expect(empty).toMatchObject({ code: 'INVALID_NOTE', data: null });
    const long = await asSupport(CUSTOMER_DESK.addNote, { customerId: customer.id, body: 'x'.repeat(4001) });
    expect(long.code).toBe('INVALID_NOTE');
    const nobody = await asSupport(CUSTOMER_DESK.addNote, { customerId: 999_999, body: 'Hej' });
    expect(nobody.code).toBe('CUSTOMER_NOT_FOUND');
    expect(await db().select().from(customerNotes).where(eq(customerNotes.customerId, customer.id))).toEqual(
      [],
    );
    expect(await auditOf(db(), customer.id)).toEqual([]);
  });
});

describe("a customer's invoice credit", () => {
  it('once blocked, the checkout refuses them the invoice until it is unblocked', async () => {
    const customer = await namedCustomer(db(), base());
    const checkout = checkoutClient(suite);
    const buyer = { ...PERSON_BUYER, email: customer.username, identityNumber: customer.personalId };
    const sku = await cheapestSkuInStock(db());

    const blocked = await asOrders(CUSTOMER_DESK.block, {
      customerId: customer.id,
      reason: 'Obetalda fakturor',
    });
    expect(blocked.data).toEqual({ blocked: true, reason: 'Obetalda fakturor' });
    const refused = await checkout.place(await checkout.cartWith(sku), buyer);
    expect(refused.status).toBe('CUSTOMER_BLACKLISTED');
    // The number written another way is the same customer to the invoice.
    const otherForm = { ...buyer, identityNumber: customer.personalId.slice(2).replace('-', '') };
    expect((await checkout.place(await checkout.cartWith(sku), otherForm)).status).toBe(
      'CUSTOMER_BLACKLISTED',
    );

    const again = await asOrders(CUSTOMER_DESK.block, { customerId: customer.id, reason: 'Igen' });
    expect(again.code).toBe('ALREADY_BLOCKED');
    const page = (await asSupport(CUSTOMER_DESK.customer, { id: customer.id })).data;
    expect(page.invoiceCredit).toEqual({ blocked: true, reason: 'Obetalda fakturor', creditLimit: null });

    const unblocked = await asOrders(CUSTOMER_DESK.unblock, { customerId: customer.id, reason: 'Betalt' });
    expect(unblocked.data).toEqual({ blocked: false, reason: null });
    expect((await checkout.place(await checkout.cartWith(sku), buyer)).status).toBe('OK');
    expect((await asOrders(CUSTOMER_DESK.unblock, { customerId: customer.id, reason: 'x' })).code).toBe(
      'NOT_BLOCKED',
    );

    const audit = await auditOf(db(), customer.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'customer.invoice.unblock',
        { blocked: true, reason: 'Obetalda fakturor' },
        { blocked: false, reason: 'Betalt' },
      ],
      [
        'customer.invoice.block',
        { blocked: false, reason: null },
        { blocked: true, reason: 'Obetalda fakturor' },
      ],
    ]);
  });

  it('refuses support, and a block without a reason, changing nothing', async () => {
    const customer = await namedCustomer(db(), base());
    const forbidden = await asSupport(CUSTOMER_DESK.block, { customerId: customer.id, reason: 'Nej' });
    expect(forbidden.code).toBe('FORBIDDEN');
    expect(forbidden.message).toContain('customers.write');
    expect((await asOwner(CUSTOMER_DESK.block, { customerId: customer.id, reason: ' ' })).code).toBe(
      'INVALID_REASON',
    );
    const rows = await db().select().from(invoiceCustomers);
    expect(rows.filter((row) => row.customerKey.includes(customer.personalId.replace('-', '')))).toEqual([]);
    expect(await auditOf(db(), customer.id)).toEqual([]);
  });
});

describe('signing in as a customer', () => {
  it('gives a storefront address whose token signs in once, recorded in the audit trail', async () => {
    const customer = await namedCustomer(db(), base());
    const started = await asSupport(CUSTOMER_DESK.impersonate, { customerId: customer.id });
    const url = new URL(started.data.url);
    expect(url.pathname).toBe('/account');
    const loginToken = url.searchParams.get('loginToken') as string;
    const first = await gql(SIGN_IN, { loginToken });
    expect(first.errors).toBeUndefined();
    const me = await api().graphql<{ getUser: { email: string } }>(
      '{ getUser { email } }',
      {},
      {
        'x-apikey': (await import('./harness.ts')).TEST_API_KEY,
        authorization: `Bearer ${first.data.signInWithLoginToken.token}`,
      },
    );
    expect(me.body.data?.getUser.email).toBe(customer.username);
    expect((await gql(SIGN_IN, { loginToken })).errors?.[0]?.extensions?.problems).toEqual([
      'LOGIN_TOKEN_EXPIRED',
    ]);

    const [audit] = await auditOf(db(), customer.id, 'customer.impersonate');
    expect(audit).toMatchObject({
      action: 'customer.impersonate',
      after: { expiresAt: started.data.expiresAt },
    });
    expect(JSON.stringify(audit)).not.toContain(loginToken);
  });

  it(`expires unused after ${LOGIN_TOKEN_LIMITS.validMinutes} minutes, and is not for the orders role`, async () => {
    const customer = await namedCustomer(db(), base());
    const started = await asOwner(CUSTOMER_DESK.impersonate, { customerId: customer.id });
    clock.advance(LOGIN_TOKEN_LIMITS.validMinutes * 60_000 + 1000);
    const loginToken = new URL(started.data.url).searchParams.get('loginToken');
    expect((await gql(SIGN_IN, { loginToken })).errors?.[0]?.extensions?.problems).toEqual([
      'LOGIN_TOKEN_EXPIRED',
    ]);
    expect((await asOrders(CUSTOMER_DESK.impersonate, { customerId: customer.id })).code).toBe('FORBIDDEN');
  });
});

describe("the desk's permissions", () => {
  it('lets each role do what its permissions allow, and refuses the rest naming the permission', async () => {
    const roleTokens = new Map<string, string>();
    for (const role of STAFF_ROLES) {
      roleTokens.set(role, await signInAs(base(), (await insertStaffMember(db(), role)).email));
    }
    for (const row of rows) {
      for (const role of STAFF_ROLES) {
        const answer = await adminGraphql(base(), row.document, row.variables, {
          token: roleTokens.get(role),
        });
        const code = answer.body.errors?.[0]?.extensions?.code;
        const allowed = permissionsOf(role).includes(row.allowed);
        expect([row.operation, role, code === 'FORBIDDEN']).toEqual([row.operation, role, !allowed]);
        if (!allowed) expect(answer.body.errors?.[0]?.message).toContain(row.allowed);
      }
      const anonymous = await adminGraphql(base(), row.document, row.variables);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
