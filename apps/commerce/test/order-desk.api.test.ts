import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '#src/db/schema.ts';
import { ORDER_DESK } from './order-desk-client.ts';
import { orderDeskFixtures } from './order-desk-fixtures.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 60 });
const desk = orderDeskFixtures(suite);
const db = () => suite.db();
const base = () => suite.api().url;

const tokens = { orders: '', support: '' };
const emails = { orders: '' };
beforeAll(async () => {
  for (const role of ['orders', 'support'] as const) {
    const member = await insertStaffMember(db(), role);
    tokens[role] = await signInAs(base(), member.email);
    if (role === 'orders') emails.orders = member.email;
  }
});

/** The operation's answer as a member of the role; fails the test on any GraphQL error. */
async function as(role: keyof typeof tokens, document: string, variables: Record<string, unknown>) {
  const answer = await adminGraphql(base(), document, variables, { token: tokens[role] });
  expect(answer.body.errors).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
  return Object.values(answer.body.data ?? {})[0] as Record<string, any>;
}

describe('the order desk', () => {
  it('lists orders by the filters, sorted, a page at a time with the count, and finds one by number, email, name or number', async () => {
    const sku = await desk.sku(30_000, { inStock: 50 });
    const placed = [];
    for (const quantity of [1, 3, 2]) placed.push(await desk.order([{ skuId: sku.id, quantity }]));
    const ids = placed.map((p) => p.order.id);
    await db()
      .update(orders)
      .set({ stage: 'confirmed' })
      .where(eq(orders.id, ids[1] as number));

    const page = await as('support', ORDER_DESK.orders, { filter: { search: placed[0]?.email }, first: 5 });
    expect(page.nodes.map((n: { id: number }) => n.id)).toEqual([ids[0]]);
    expect(page.nodes[0]).toMatchObject({
      stage: 'PLACED',
      market: 'se',
      name: 'Anna Andersson',
      totalIncVat: 369,
    });
    expect((await as('support', ORDER_DESK.orders, { filter: { search: String(ids[2]) } })).nodes[0].id).toBe(
      ids[2],
    );
    // A part of the email goes through the trigram index, in any case.
    const part = (placed[1]?.email ?? '').split('@')[0] as string;
    expect(
      (await as('support', ORDER_DESK.orders, { filter: { search: part.toUpperCase() } })).nodes[0].id,
    ).toBe(ids[1]);
    expect(
      (await as('support', ORDER_DESK.orders, { filter: { search: 'andersson anna' } })).totalCount,
    ).toBeGreaterThanOrEqual(3);
    // A personal or organisation number by its start, typed with or without its dash.
    await db()
      .update(orders)
      .set({ identityNumber: '559901-7342' })
      .where(eq(orders.id, ids[2] as number));
    for (const typed of ['5599017342', '559901-7342', ' 559901 ', '5599-01']) {
      const found = await as('support', ORDER_DESK.orders, { filter: { search: typed } });
      expect(found.nodes.map((n: { id: number }) => n.id)).toEqual([ids[2]]);
    }

    const mine = {
      from: new Date(placed[0]?.order.createdAt as Date).toISOString(),
      market: 'se',
      customerType: 'PERSON',
    };
    const confirmed = await as('support', ORDER_DESK.orders, { filter: { ...mine, stages: ['CONFIRMED'] } });
    expect(confirmed.nodes.map((n: { id: number }) => n.id)).toEqual([ids[1]]);

    const byTotal = await as('support', ORDER_DESK.orders, {
      filter: mine,
      sort: { field: 'TOTAL', descending: true },
      first: 2,
    });
    expect(byTotal).toMatchObject({ totalCount: 3, totalCountCapped: false });
    expect(byTotal.hasNextPage).toBe(true);
    expect(byTotal.nodes.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[2]]);
    const next = await as('support', ORDER_DESK.orders, {
      filter: mine,
      sort: { field: 'TOTAL', descending: true },
      first: 2,
      after: byTotal.endCursor,
    });
    expect(next).toMatchObject({ hasNextPage: false, nodes: [{ id: ids[0] }] });

    const wrong = await adminGraphql(
      base(),
      ORDER_DESK.orders,
      { after: 'not-a-cursor' },
      { token: tokens.support },
    );
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('changes an order through its stages with refusals as values, shows who did what, and refuses support', async () => {
    const sku = await desk.sku(20_000, { inStock: 5 });
    const { order } = await desk.order([{ skuId: sku.id, quantity: 2 }]);
    const change = (variables: Record<string, unknown>) =>
      as('orders', ORDER_DESK.changeStatus, { orderId: order.id, ...variables });

    const refused = await adminGraphql(
      base(),
      ORDER_DESK.changeStatus,
      { orderId: order.id, to: 'CONFIRMED' },
      {
        token: tokens.support,
      },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toContain('orders.write');

    expect(await change({ to: 'DELIVERED' })).toMatchObject({
      refusal: 'TRANSITION_NOT_ALLOWED',
      message: 'The order cannot go to that status from the one it has.',
      order: null,
    });
    expect((await change({ to: 'CONFIRMED' })).order.stage).toBe('CONFIRMED');
    await change({ to: 'PICKING' });
    expect(await change({ to: 'SHIPPED', trackingNumber: 'X1' })).toMatchObject({
      refusal: 'CARRIER_REQUIRED',
    });
    expect(await change({ to: 'SHIPPED', carrier: 'DHL', trackingNumber: 'JJD000390007' })).toMatchObject({
      refusal: null,
      order: { stage: 'SHIPPED', carrier: 'DHL', trackingNumber: 'JJD000390007' },
    });
    expect(
      await as('orders', ORDER_DESK.addNote, { orderId: order.id, body: 'Lämnas vid grinden' }),
    ).toMatchObject({
      refusal: null,
    });
    const credited = await as('orders', ORDER_DESK.credit, {
      orderId: order.id,
      lines: [{ position: 1, quantity: 1 }],
      reason: 'Ett hjul saknades',
    });
    expect(credited).toMatchObject({
      refusal: null,
      creditNote: { amountIncVat: 200 },
      order: { stage: 'SHIPPED' },
    });

    const shown = await as('support', ORDER_DESK.order, { id: order.id });
    expect(shown).toMatchObject({
      stage: 'SHIPPED',
      nextStages: ['DELIVERED', 'RETURNED', 'CREDITED'],
      platformStatus: 'partial',
      invoiceNumber: order.id,
      trackingLink: 'https://www.dhl.com/se-en/home/tracking.html?tracking-id=JJD000390007',
      billingAddress: { firstName: 'Anna', city: 'Stockholm' },
      lines: [{ position: 1, quantity: 2, creditedQuantity: 1, vatRatePercent: 25 }],
      creditNotes: [
        {
          reason: 'Ett hjul saknades',
          amountIncVat: 200,
          amountExVat: 160,
          vats: [{ ratePercent: 25, amount: 40 }],
        },
      ],
    });
    expect(shown.ocr).toMatch(/^\d+$/);
    const kinds = shown.timeline.map(
      (e: { kind: string; from: string | null; to: string | null; staff: { email: string } | null }) => [
        e.kind,
        e.to,
        e.staff?.email ?? null,
      ],
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['PLACED', null, null],
        ['STAGE', 'CONFIRMED', emails.orders],
        ['STAGE', 'SHIPPED', emails.orders],
        ['NOTE', null, emails.orders],
        ['CREDIT', null, emails.orders],
        ['MAIL_QUEUED', null, emails.orders],
      ]),
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audit.map((row) => row.actor)).toEqual(Array(audit.length).fill(emails.orders));
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['order.credit', 'order.note', 'order.stage', 'order.stage', 'order.stage'].sort(),
    );
    expect(await as('support', ORDER_DESK.order, { id: 2_000_000_000 })).toBeNull();
  });
});
