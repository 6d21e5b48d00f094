import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, creditNotes, orderEvents, orderMails } from '#src/db/schema.ts';
import { addOrderNote, changeOrderStage, creditOrder } from '#src/modules/orders/index.ts';
import { orderDeskFixtures } from './order-desk-fixtures.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 60 });
const desk = orderDeskFixtures(suite);
const db = () => suite.db();

/** The events the changes wrote; the mailer's background 'mail-sent' lands whenever it delivers. */
const stageEvents = async (orderId: number) =>
  (
    await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), ne(orderEvents.kind, 'mail-sent')))
      .orderBy(orderEvents.id)
  ).map((e) =>
    e.kind === 'stage'
      ? `${e.data.from}→${e.data.to}`
      : e.kind === 'mail-queued'
        ? `mail ${e.data.mail}`
        : e.kind,
  );

const mailKinds = async (orderId: number) =>
  (await db().select().from(orderMails).where(eq(orderMails.orderId, orderId))).map((m) => m.kind).sort();

const ORDER_PUBLIC = `query ($id: Guid!) { getOrderPublic(publicOrderId: $id) {
  stage status shopperStatus shippingDetails { carrier parcelNumber trackingLink shippingDate }
  refunds { id itemId reason total vat } } }`;

describe("an order's stages", () => {
  it('go from placed to delivered, each change with its event, audit row and mail, shipping only with a parcel', async () => {
    const actor = await desk.staffActor();
    const sku = await desk.sku(10_000, { inStock: 5 });
    const { order } = await desk.order([{ skuId: sku.id, quantity: 1 }]);
    const to = (stage: Parameters<typeof changeOrderStage>[1]['to'], more = {}) =>
      changeOrderStage(db(), { orderId: order.id, to: stage, actor, ...more });

    expect(await to('shipped', { carrier: 'PostNord', trackingNumber: '1' })).toMatchObject({
      ok: false,
      refusal: 'TRANSITION_NOT_ALLOWED',
    });
    expect(await to('confirmed')).toMatchObject({ ok: true, value: { stage: 'confirmed' } });
    expect(await to('picking')).toMatchObject({ ok: true });
    expect(await to('shipped', { carrier: 'PostNord' })).toMatchObject({
      ok: false,
      refusal: 'TRACKING_NUMBER_REQUIRED',
      message: 'Give the tracking number to ship the order.',
    });
    expect((await desk.orderRow(order.id))?.stage).toBe('picking');
    const shipped = await to('shipped', { carrier: 'PostNord', trackingNumber: ' 00370712345678901234 ' });
    expect(shipped).toMatchObject({
      ok: true,
      value: { stage: 'shipped', carrier: 'PostNord', trackingNumber: '00370712345678901234' },
    });
    expect(await addOrderNote(db(), { orderId: order.id, body: '  ', actor })).toMatchObject({
      ok: false,
      refusal: 'NOTE_REQUIRED',
    });
    expect(await addOrderNote(db(), { orderId: order.id, body: 'Kunden ringde', actor })).toMatchObject({
      ok: true,
    });
    expect(await to('delivered')).toMatchObject({ ok: true });

    expect(await stageEvents(order.id)).toEqual([
      'placed',
      'placed→confirmed',
      'mail confirmed',
      'confirmed→picking',
      'picking→shipped',
      'mail shipped',
      'note',
      'shipped→delivered',
    ]);
    expect(await mailKinds(order.id)).toEqual(['confirmation', 'confirmed', 'shipped']);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(order.id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.staffId, (row.after as { stage?: string }).stage])).toEqual([
      ['order.stage', actor.staffId, 'confirmed'],
      ['order.stage', actor.staffId, 'picking'],
      ['order.stage', actor.staffId, 'shipped'],
      ['order.note', actor.staffId, undefined],
      ['order.stage', actor.staffId, 'delivered'],
    ]);

    const shown = await suite.data<{ getOrderPublic: Record<string, unknown> }>(ORDER_PUBLIC, {
      id: order.publicId,
    });
    expect(shown.getOrderPublic).toMatchObject({
      stage: 'DELIVERED',
      status: 'completed',
      shopperStatus: 'COMPLETED',
      shippingDetails: [
        {
          carrier: 'PostNord',
          parcelNumber: '00370712345678901234',
          trackingLink: 'https://tracking.postnord.com/tracking.html?id=00370712345678901234',
        },
      ],
    });
  });

  it('cancelled, put every unit back as placement took it and give back the gift card and the balance, once', async () => {
    const actor = await desk.staffActor();
    const own = await desk.sku(20_000, { inStock: 2, oversellable: 5 });
    const always = await desk.sku(10_000, { inStock: 0, static: 1 });
    const placed = await desk.order(
      [
        { skuId: own.id, quantity: 3 },
        { skuId: always.id, quantity: 1 },
      ],
      { giftCard: 15_000, balance: 20_000 },
    );
    expect(await desk.skuStock(own.id)).toMatchObject({ inStock: 0, oversellable: 4 });
    expect(await desk.giftCardBalance(placed.giftCardCode)).toBe(0);
    expect(await desk.accountBalance(placed.customerId)).toBe(0);
    expect((await desk.orderRow(placed.order.id))?.stage).toBe('placed');

    const cancelled = await changeOrderStage(db(), {
      orderId: placed.order.id,
      to: 'cancelled',
      reason: 'Kunden ångrade sig',
      actor,
    });
    expect(cancelled).toMatchObject({ ok: true, value: { stage: 'cancelled' } });
    expect(await desk.skuStock(own.id)).toMatchObject({ inStock: 2, oversellable: 5 });
    expect(await desk.skuStock(always.id)).toMatchObject({ inStock: 0, static: 1 });
    expect(await desk.giftCardBalance(placed.giftCardCode)).toBe(15_000);
    expect(await desk.accountBalance(placed.customerId)).toBe(20_000);

    const again = await changeOrderStage(db(), { orderId: placed.order.id, to: 'cancelled', actor });
    expect(again).toMatchObject({ ok: false, refusal: 'TRANSITION_NOT_ALLOWED' });
    expect(await desk.skuStock(own.id)).toMatchObject({ inStock: 2, oversellable: 5 });
    expect(await desk.giftCardBalance(placed.giftCardCode)).toBe(15_000);
    expect(await mailKinds(placed.order.id)).toEqual(['cancelled', 'confirmation']);
  });

  it('changed by two members at once: one wins, the other is refused, and the stock goes back once', async () => {
    const [first, second] = [await desk.staffActor(), await desk.staffActor()];
    const sku = await desk.sku(10_000, { inStock: 4 });
    const { order } = await desk.order([{ skuId: sku.id, quantity: 3 }]);
    const answers = await Promise.all(
      [first, second, first, second].map((actor) =>
        changeOrderStage(db(), { orderId: order.id, to: 'cancelled', actor }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.refusal)).toEqual([
      'TRANSITION_NOT_ALLOWED',
      'TRANSITION_NOT_ALLOWED',
      'TRANSITION_NOT_ALLOWED',
    ]);
    expect(await desk.skuStock(sku.id)).toMatchObject({ inStock: 4 });
    expect((await stageEvents(order.id)).filter((e) => e.includes('→'))).toEqual(['placed→cancelled']);

    const confirmRace = await desk.order([{ skuId: sku.id, quantity: 1 }]);
    const raced = await Promise.all([
      changeOrderStage(db(), { orderId: confirmRace.order.id, to: 'confirmed', actor: first }),
      changeOrderStage(db(), { orderId: confirmRace.order.id, to: 'cancelled', actor: second }),
    ]);
    // Confirmed then cancelled, or cancelled and the confirmation refused: cancelled either way, the unit back once.
    expect(raced[1]).toMatchObject({ ok: true, value: { stage: 'cancelled' } });
    expect((await desk.orderRow(confirmRace.order.id))?.stage).toBe('cancelled');
    expect(await desk.skuStock(sku.id)).toMatchObject({ inStock: 4 });
  });
});

describe('crediting an order', () => {
  it('per line and then the rest: numbered credit notes, exact amounts with VAT per rate, stock and money back once', async () => {
    const actor = await desk.staffActor('owner');
    const a = await desk.sku(12_345, { inStock: 10 });
    const b = await desk.sku(10_000, { inStock: 10 });
    const placed = await desk.order(
      [
        { skuId: a.id, quantity: 3 },
        { skuId: b.id, quantity: 1 },
      ],
      { balance: 10_000 },
    );
    const orderId = placed.order.id;
    expect(await creditOrder(db(), { orderId, lines: [], reason: 'Trasig', actor })).toMatchObject({
      ok: false,
      refusal: 'NOT_SHIPPED',
    });
    for (const to of ['confirmed', 'picking'] as const) await changeOrderStage(db(), { orderId, to, actor });
    await changeOrderStage(db(), {
      orderId,
      to: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'JJD0001',
      actor,
    });

    const lines = await desk.linesOf(orderId);
    const lineA = lines.find((l) => l.skuId === a.id);
    expect(
      await creditOrder(db(), { orderId, lines: [{ position: 1, quantity: 1 }], reason: ' ', actor }),
    ).toMatchObject({
      ok: false,
      refusal: 'REASON_REQUIRED',
    });
    expect(
      await creditOrder(db(), {
        orderId,
        lines: [{ position: lineA?.position as number, quantity: 4 }],
        reason: 'x',
        actor,
      }),
    ).toMatchObject({ ok: false, refusal: 'QUANTITY_NOT_CREDITABLE' });

    const partial = await creditOrder(db(), {
      orderId,
      lines: [{ position: lineA?.position as number, quantity: 2 }],
      reason: 'Två kom skadade',
      actor,
    });
    if (!partial.ok) throw new Error(partial.message);
    // 3 × 123,45 kr = 370,35 kr; two units carry 246,90 kr of it.
    expect(partial.value).toMatchObject({ amountIncVat: 24_690, reason: 'Två kom skadade' });
    expect(partial.value.vats).toEqual([{ rateBp: 2500, amount: 24_690 - partial.value.amountExVat }]);
    expect(partial.value.toInvoiceIncVat).toBe(24_690);
    expect(await desk.skuStock(a.id)).toMatchObject({ inStock: 9 });
    expect((await desk.orderRow(orderId))?.stage).toBe('shipped');

    const rest = await changeOrderStage(db(), {
      orderId,
      to: 'credited',
      reason: 'Hela ordern returneras',
      actor,
    });
    expect(rest).toMatchObject({ ok: true, value: { stage: 'credited' } });
    const notes = await db()
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(creditNotes.number);
    expect(notes.map((n) => n.number - (notes[0]?.number as number))).toEqual([0, 1]);
    const order = await desk.orderRow(orderId);
    expect(notes.reduce((s, n) => s + n.amountIncVat, 0)).toBe(order?.orderValueIncVat);
    expect(notes.reduce((s, n) => s + n.amountExVat, 0)).toBe(order?.orderValueExVat);
    expect(order).toMatchObject({
      creditedIncVat: order?.orderValueIncVat,
      accountBalanceReturnedIncVat: 10_000,
    });
    expect(await desk.accountBalance(placed.customerId)).toBe(10_000);
    expect(await desk.skuStock(a.id)).toMatchObject({ inStock: 10 });
    expect(await desk.skuStock(b.id)).toMatchObject({ inStock: 10 });
    expect(await creditOrder(db(), { orderId, lines: [], reason: 'igen', actor })).toMatchObject({
      ok: false,
      refusal: 'NOTHING_TO_CREDIT',
    });
    expect(await mailKinds(orderId)).toEqual(
      [
        'confirmation',
        'confirmed',
        'shipped',
        `credit-note-${notes[0]?.number}`,
        `credit-note-${notes[1]?.number}`,
      ].sort(),
    );

    const shown = await suite.data<{
      getOrderPublic: { stage: string; refunds: { reason: string; total: number }[] };
    }>(ORDER_PUBLIC, { id: placed.order.publicId });
    expect(shown.getOrderPublic.stage).toBe('CREDITED');
    expect(shown.getOrderPublic.refunds[0]).toMatchObject({ reason: 'Två kom skadade', total: 246.9 });
  });
});
