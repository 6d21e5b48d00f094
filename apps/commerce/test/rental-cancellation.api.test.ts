import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  creditNotes,
  orderEvents,
  orderLines,
  orderMails,
  orders,
  rentalBookings,
} from '#src/db/schema.ts';
import { changeOrderStage } from '#src/modules/orders/desk/index.ts';
import { cancellableUntil } from '#src/modules/rental-bookings/timing.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { registerCustomer, testClock } from './auth-client.ts';
import { orderDeskFixtures } from './order-desk-fixtures.ts';
import { nextOpen, rentalOrders } from './rental-orders.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
const suite = useTestApi({ products: 120, server: { auth: { clock: clock.now } } });
const hires = rentalOrders(suite);
const desk = orderDeskFixtures(suite);
const db = () => suite.db();

const BOOKING =
  'id orderId name from to pickupTime state cancellable cancellableUntil depot { name street zip city }';
const LIST = `{ rentalBookings { ${BOOKING} } }`;
const CANCEL = `mutation ($id: Int!) { cancelRentalBooking(bookingId: $id) { ${BOOKING} } }`;

interface Booking {
  id: number;
  orderId: number;
  from: string;
  to: string;
  state: string;
  cancellable: boolean;
  cancellableUntil: string;
}
type Body = {
  data?: { rentalBookings?: Booking[]; cancelRentalBooking?: Booking } | null;
  errors?: { extensions?: Record<string, unknown> }[];
};
const ask = async (query: string, headers: Record<string, string>, variables: Record<string, unknown> = {}) =>
  (await suite.api().graphql(query, variables, headers)).body as Body;
const refusalOf = (body: Body) => body.errors?.[0]?.extensions?.code;

/** What the order has been credited, and its credit notes. */
async function credits(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const notes = await db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return { order: order as NonNullable<typeof order>, notes, lines };
}

describe("a shopper's bookings in the account", () => {
  const today = stockholmDate(new Date());

  it('lists the customer’s hires with the rule, cancels one before the limit with its line credited, and refuses others', async () => {
    const machine = await hires.machine(0, 1);
    const anna = await registerCustomer(suite.api().url);
    const bo = await registerCustomer(suite.api().url);
    const pickup = nextOpen(addDays(today, 10));
    const period = { from: pickup, to: nextOpen(addDays(pickup, 2)) };
    const orderId = await hires.place(machine.skuId, period, { headers: anna.headers, email: anna.username });

    const [booking] = (await ask(LIST, anna.headers)).data?.rentalBookings ?? [];
    expect(booking).toMatchObject({
      orderId,
      ...period,
      pickupTime: '07:00',
      state: 'CONFIRMED',
      cancellable: true,
      cancellableUntil: cancellableUntil(pickup, '07:00').toISOString(),
      depot: { street: 'Verkstadsvägen 14', zip: '125 30', city: 'Älvsjö' },
    });
    const id = booking?.id as number;
    expect((await ask(LIST, bo.headers)).data?.rentalBookings).toEqual([]);

    // Someone else's booking is answered as an unknown one, and nothing changes.
    expect(refusalOf(await ask(CANCEL, bo.headers, { id }))).toBe('RENTAL_BOOKING_NOT_FOUND');
    expect(refusalOf(await ask(CANCEL, anna.headers, { id: 2 ** 31 - 1 }))).toBe('RENTAL_BOOKING_NOT_FOUND');
    expect(refusalOf(await ask(CANCEL, { 'x-apikey': anna.headers['x-apikey'] }, { id }))).toBe(
      'UNAUTHENTICATED',
    );
    expect((await credits(orderId)).notes).toEqual([]);

    const before = await credits(orderId);
    const cancelled = await ask(CANCEL, anna.headers, { id });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelRentalBooking).toMatchObject({ id, state: 'CANCELLED', cancellable: false });

    // The unit is free again, and the order's line is credited through a credit note: the money balances.
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.id, id));
    expect(row?.state).toBe('cancelled');
    const after = await credits(orderId);
    const line = before.lines.find((l) => l.productId === machine.id);
    expect(after.notes).toHaveLength(1);
    const [note] = after.notes;
    expect(note).toMatchObject({
      amountIncVat: line?.totalIncVat,
      amountExVat: line?.totalExVat,
      lines: [{ position: line?.position, quantity: 1 }],
    });
    expect(
      (note?.toInvoiceIncVat ?? 0) + (note?.toAccountBalanceIncVat ?? 0) + (note?.toGiftCardIncVat ?? 0),
    ).toBe(note?.amountIncVat);
    expect(note?.reason).toContain(line?.name);
    expect(after.order.creditedIncVat).toBe(before.order.creditedIncVat + (line?.totalIncVat ?? 0));
    expect(after.order.creditedExVat).toBe(before.order.creditedExVat + (line?.totalExVat ?? 0));
    expect(after.lines.find((l) => l.productId === machine.id)?.creditedQuantity).toBe(1);
    // A hire ships nothing (ADR 67): the order of this one hire, its line credited, is credited whole.
    expect(after.order.shippingFeeIncVat).toBe(0);
    expect(after.order.creditedIncVat).toBe(after.order.totalIncVat);
    expect(after.order.stage).toBe('credited');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['credit', 'mail-queued']));
    const mails = await db().select().from(orderMails).where(eq(orderMails.orderId, orderId));
    expect(mails.map((m) => m.kind)).toContain(`credit-note-${note?.number}`);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'rental_booking'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject([{ action: 'rental.cancel', staffId: null, address: '' }]);
    expect(JSON.stringify(audit)).not.toContain(anna.username);

    const free = await suite.gql(
      'query ($alias: String!, $from: String!, $to: String!) { rentalAvailability(alias: $alias, from: $from, to: $to) { freeUnits } }',
      { alias: machine.alias, ...period },
    );
    expect(free.data?.rentalAvailability.freeUnits).toBe(1);

    // A second cancel is refused and credits nothing more.
    expect(refusalOf(await ask(CANCEL, anna.headers, { id }))).toBe('RENTAL_BOOKING_NOT_CONFIRMED');
    expect((await credits(orderId)).notes).toHaveLength(1);
    const [listed] = (await ask(LIST, anna.headers)).data?.rentalBookings ?? [];
    expect(listed).toMatchObject({ id, state: 'CANCELLED', cancellable: false });
  });

  it('cancels until 48 hours before the pickup’s handover, and refuses a minute after with nothing changed', async () => {
    const machine = await hires.machine(1, 2);
    const anna = await registerCustomer(suite.api().url);
    const pickup = nextOpen(addDays(today, 5));
    const period = { from: pickup, to: nextOpen(addDays(pickup, 1)) };
    await hires.place(machine.skuId, period, { headers: anna.headers, email: anna.username });
    const lateOrder = await hires.place(machine.skuId, period, {
      headers: anna.headers,
      email: anna.username,
    });
    const [late, early] = ((await ask(LIST, anna.headers)).data?.rentalBookings ?? []) as [Booking, Booking];
    expect(late.orderId).toBe(lateOrder);
    const limit = cancellableUntil(pickup, '07:00').getTime();

    clock.advance(limit - 60_000 - clock.now());
    let headers = await hires.signIn(anna);
    expect((await ask(CANCEL, headers, { id: early.id })).data?.cancelRentalBooking?.state).toBe('CANCELLED');

    clock.advance(120_000);
    headers = await hires.signIn(anna);
    const [listed] = (await ask(LIST, headers)).data?.rentalBookings ?? [];
    expect(listed).toMatchObject({ id: late.id, state: 'CONFIRMED', cancellable: false });
    const refused = await ask(CANCEL, headers, { id: late.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RENTAL_CANCELLATION_TOO_LATE',
      cancellableUntil: new Date(limit).toISOString(),
    });
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.id, late.id));
    expect(row?.state).toBe('confirmed');
    expect((await credits(lateOrder)).notes).toEqual([]);
  });

  it('frees the machine of an order staff cancel or credit as a whole before the pickup, and leaves one handed out', async () => {
    const machine = await hires.machine(2, 1);
    const anna = await registerCustomer(suite.api().url);
    const pickup = nextOpen(addDays(today, 20));
    const period = { from: pickup, to: nextOpen(addDays(pickup, 1)) };
    const actor = await desk.staffActor();
    const stateOf = async (orderId: number) =>
      (await db().select().from(rentalBookings).where(eq(rentalBookings.orderId, orderId)))[0]?.state;
    const hire = () => hires.place(machine.skuId, period, { headers: anna.headers, email: anna.username });

    const cancelled = await hire();
    expect((await changeOrderStage(db(), { orderId: cancelled, to: 'cancelled', actor })).ok).toBe(true);
    expect(await stateOf(cancelled)).toBe('cancelled');
    // The one machine is free again: the same days can be hired at once.
    const credited = await hire();
    await db().update(orders).set({ stage: 'delivered' }).where(eq(orders.id, credited));
    expect(
      (await changeOrderStage(db(), { orderId: credited, to: 'credited', actor, reason: 'Ångrat' })).ok,
    ).toBe(true);
    expect(await stateOf(credited)).toBe('cancelled');

    const handedOut = await hire();
    await db().update(rentalBookings).set({ state: 'out' }).where(eq(rentalBookings.orderId, handedOut));
    expect((await changeOrderStage(db(), { orderId: handedOut, to: 'cancelled', actor })).ok).toBe(true);
    expect(await stateOf(handedOut)).toBe('out');
  });
});
