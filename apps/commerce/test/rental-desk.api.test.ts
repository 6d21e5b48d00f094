import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rentalBookings, rentalHandovers, rentalObjects, rentalUnits } from '#src/db/schema.ts';
import { bookUnit } from '#src/modules/rentals/bookings.ts';
import { isDepotOpen } from '#src/modules/rentals/depot-days.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { RENTAL_DESK } from './rental-desk-client.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

/** The service's clock: noon UTC (the same date in Stockholm) of a day the test chooses. */
const clock = {
  at: Date.now(),
  now: () => clock.at,
  setDay: (date: string) => {
    clock.at = Date.parse(`${date}T12:00:00Z`);
  },
};
const suite = useTestApi({ server: { auth: { clock: clock.now } } });
const db = () => suite.db();

/** The first open day on or after `date`. */
function nextOpen(date: string): string {
  let d = date;
  while (!isDepotOpen(d)) d = addDays(d, 1);
  return d;
}

// The desk's today: an open day a week ahead, so pickups today and in the past can be made.
const today = nextOpen(addDays(stockholmDate(new Date()), 7));
const token = { orders: '', support: '' };
const emails = { orders: '', support: '' };
let object: { id: number; units: number[] };

beforeAll(async () => {
  for (const role of ['orders', 'support'] as const)
    emails[role] = (await insertStaffMember(db(), role)).email;
  await moveTo(today);
  const [first] = await db().select({ id: rentalObjects.productId }).from(rentalObjects).limit(1);
  if (!first) throw new Error('The demo catalog has no rental objects');
  await db().update(rentalUnits).set({ retiredAt: new Date() }).where(eq(rentalUnits.productId, first.id));
  const units = await db()
    .insert(rentalUnits)
    .values(
      [0, 1].map((n) => ({ productId: first.id, serialNumber: `DESK-${n}`, depotId: 1, hourMeter: 100 })),
    )
    .returning({ id: rentalUnits.id });
  object = { id: first.id, units: units.map((u) => u.id) };
});

/** Moves the service's clock to a day, signing the members in anew (their sessions lapse meanwhile). */
async function moveTo(date: string) {
  clock.setDay(date);
  for (const role of ['orders', 'support'] as const)
    token[role] = await signInAs(suite.api().url, emails[role]);
}

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
type Answer = any;

async function as(
  role: keyof typeof token,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const answer = await adminGraphql(suite.api().url, document, variables, { token: token[role] });
  expect(answer.body.errors).toBeUndefined();
  return Object.values(answer.body.data ?? {})[0];
}

/** A confirmed hire of the object's first free unit, as placing an order makes it. */
async function confirmed(from: string, to: string) {
  const booked = await bookUnit(db(), {
    productId: object.id,
    period: { from, to },
    now: new Date(clock.at),
    state: 'confirmed',
    orderId: 1,
  });
  if (!booked.ok) throw new Error(`not booked: ${booked.refusal}`);
  return booked;
}

/** Every row a refused change could have written. */
const fingerprint = async () => ({
  bookings: await db().select().from(rentalBookings).where(eq(rentalBookings.productId, object.id)),
  units: await db().select().from(rentalUnits).where(eq(rentalUnits.productId, object.id)),
  handovers: (await db().select({ n: count() }).from(rentalHandovers))[0]?.n,
  audit: (await db().select({ n: count() }).from(auditLog))[0]?.n,
});

describe('the rental desk', () => {
  it('shows each unit by days: the booking that has a day, free days and the depot’s closed days', async () => {
    const to = nextOpen(addDays(today, 2));
    const hire = await confirmed(today, to);
    const calendar = await as('support', RENTAL_DESK.calendar, {
      from: today,
      days: 14,
      productId: object.id,
    });
    expect(calendar.days).toHaveLength(14);
    const [row] = calendar.objects;
    expect(row.units.map((u: { serialNumber: string }) => u.serialNumber)).toEqual(['DESK-0', 'DESK-1']);
    const hired = row.units.find((u: { id: number }) => u.id === hire.unitId);
    const other = row.units.find((u: { id: number }) => u.id !== hire.unitId);
    expect(hired.days[0]).toEqual({ date: today, state: 'CONFIRMED', bookingId: hire.bookingId });
    expect(other.days[0]).toEqual({ date: today, state: 'FREE', bookingId: null });
    const sunday = calendar.days.findIndex(
      (d: { date: string }) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 0,
    );
    expect(calendar.days[sunday].open).toBe(false);
    expect(other.days[sunday].state).toBe('CLOSED');
    const booking = await as('support', RENTAL_DESK.booking, { id: hire.bookingId });
    expect(booking).toMatchObject({
      id: hire.bookingId,
      state: 'CONFIRMED',
      from: today,
      to,
      hourMeter: 100,
    });
    expect(await as('support', RENTAL_DESK.booking, { id: 2_000_000_000 })).toBeNull();
  });

  it('pages the fleet by machine in name order, every machine on one page only', async () => {
    const whole = await as('support', RENTAL_DESK.calendar, { from: today, days: 1 });
    const names = (page: { objects: { productId: number }[] }) => page.objects.map((o) => o.productId);
    expect(whole.objectCount).toBe(whole.objects.length);
    const pages = [];
    for (let offset = 0; offset < whole.objectCount; offset += 3) {
      const page = await as('support', RENTAL_DESK.calendar, { from: today, days: 1, first: 3, offset });
      expect(page.objectCount).toBe(whole.objectCount);
      pages.push(...names(page));
    }
    expect(pages).toEqual(names(whole));
    const past = await as('support', RENTAL_DESK.calendar, {
      from: today,
      days: 1,
      first: 3,
      offset: 10_000,
    });
    expect(past).toMatchObject({ objectCount: whole.objectCount, objects: [] });
    for (const first of [0, 101, -1]) {
      const refused = await adminGraphql(
        suite.api().url,
        RENTAL_DESK.calendar,
        { from: today, first },
        {
          token: token.support,
        },
      );
      expect(refused.body.errors?.[0]?.extensions?.code, String(first)).toBe('BAD_USER_INPUT');
    }
  });

  it('hands a booking out and takes it back with meter, fuel, notes and damage, refusing a meter going backwards', async () => {
    const later = await confirmed(addDays(today, 20), nextOpen(addDays(today, 22)));
    const before = await fingerprint();
    const early = await as('orders', RENTAL_DESK.handOut, {
      bookingId: later.bookingId,
      hourMeter: 120,
      fuelPercent: 100,
    });
    expect(early).toMatchObject({ refusal: 'BEFORE_PICKUP_DAY', booking: null });

    const [hire] = await db()
      .select()
      .from(rentalBookings)
      .where(and(eq(rentalBookings.productId, object.id), eq(rentalBookings.fromDate, today)));
    const bookingId = hire?.id as number;
    for (const [reading, refusal] of [
      [{ hourMeter: 99, fuelPercent: 100 }, 'METER_BACKWARDS'],
      [{ hourMeter: 120, fuelPercent: 101 }, 'BAD_FUEL'],
      [{ hourMeter: -1, fuelPercent: 50 }, 'BAD_METER'],
      [{ hourMeter: 120, fuelPercent: 50, notes: 'x'.repeat(2001) }, 'TEXT_TOO_LONG'],
    ] as const) {
      const answer = await as('orders', RENTAL_DESK.handOut, { bookingId, ...reading });
      expect(answer.refusal).toBe(refusal);
      expect(answer.message).toMatch(/\w/);
    }
    expect(await fingerprint()).toEqual(before);

    const out = await as('orders', RENTAL_DESK.handOut, {
      bookingId,
      hourMeter: 120,
      fuelPercent: 100,
      notes: 'Skopa 60 cm',
    });
    expect(out.refusal).toBeNull();
    expect(out.booking).toMatchObject({ state: 'OUT', hourMeter: 120 });
    expect(out.booking.handovers).toEqual([
      {
        kind: 'OUT',
        hourMeter: 120,
        fuelPercent: 100,
        notes: 'Skopa 60 cm',
        damage: null,
        staffEmail: expect.stringContaining('orders'),
        photos: [],
      },
    ]);
    expect(
      (await as('orders', RENTAL_DESK.handOut, { bookingId, hourMeter: 121, fuelPercent: 100 })).refusal,
    ).toBe('NOT_CONFIRMED');
    expect(
      (
        await as('orders', RENTAL_DESK.return, {
          bookingId: later.bookingId,
          hourMeter: 121,
          fuelPercent: 100,
        })
      ).refusal,
    ).toBe('NOT_OUT');

    const middle = await fingerprint();
    const backwards = await as('orders', RENTAL_DESK.return, { bookingId, hourMeter: 119, fuelPercent: 40 });
    expect(backwards.refusal).toBe('METER_BACKWARDS');
    expect(await fingerprint()).toEqual(middle);

    const back = await as('orders', RENTAL_DESK.return, {
      bookingId,
      hourMeter: 131,
      fuelPercent: 40,
      damage: 'Repa på hytten',
    });
    expect(back.booking).toMatchObject({ state: 'RETURNED', hourMeter: 131 });
    expect(
      back.booking.handovers.map((h: { kind: string; damage: string | null }) => [h.kind, h.damage]),
    ).toEqual([
      ['OUT', null],
      ['RETURN', 'Repa på hytten'],
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(bookingId)));
    expect(audit.map((row) => [row.action, row.entityType, row.after])).toEqual([
      [
        'rental.handOut',
        'rentalBooking',
        { state: 'out', hourMeter: 120, fuelPercent: 100, notes: 'Skopa 60 cm' },
      ],
      [
        'rental.return',
        'rentalBooking',
        { state: 'returned', hourMeter: 131, fuelPercent: 40, damage: 'Repa på hytten' },
      ],
    ]);
  });

  it('blocks a unit for maintenance, refuses a block over a booking naming it, and ends a block', async () => {
    const from = nextOpen(addDays(today, 30));
    const to = nextOpen(addDays(from, 3));
    const hire = await confirmed(from, to);
    const before = await fingerprint();
    const clash = await as('orders', RENTAL_DESK.addMaintenance, {
      unitId: hire.unitId,
      from: addDays(from, 1),
      to: addDays(from, 5),
      reason: 'Byte av hydraulslang',
    });
    expect(clash).toMatchObject({
      refusal: 'OVERLAPS_BOOKING',
      conflict: { bookingId: hire.bookingId, state: 'CONFIRMED', from, to },
      booking: null,
    });
    expect(clash.message).toContain(`booking ${hire.bookingId}`);
    for (const [variables, refusal] of [
      [{ from: to, to: from, reason: 'Service' }, 'BAD_PERIOD'],
      [{ from: '2027-02-29', to: '2027-03-02', reason: 'Service' }, 'BAD_PERIOD'],
      [{ from: addDays(today, -1), to: addDays(today, 2), reason: 'Service' }, 'PERIOD_IN_THE_PAST'],
      [{ from: addDays(today, 40), to: addDays(today, 41), reason: '  ' }, 'REASON_REQUIRED'],
      [{ from: addDays(today, 40), to: addDays(today, 500), reason: 'Service' }, 'PERIOD_TOO_LONG'],
    ] as const) {
      expect(
        (await as('orders', RENTAL_DESK.addMaintenance, { unitId: hire.unitId, ...variables })).refusal,
      ).toBe(refusal);
    }
    expect(await fingerprint()).toEqual(before);

    const block = await as('orders', RENTAL_DESK.addMaintenance, {
      unitId: hire.unitId,
      from: addDays(to, 2),
      to: addDays(to, 4),
      reason: 'Service 500 h',
    });
    expect(block.booking).toMatchObject({
      state: 'MAINTENANCE',
      note: 'Service 500 h',
      from: addDays(to, 2),
    });
    const calendar = await as('support', RENTAL_DESK.calendar, {
      from: addDays(to, 2),
      days: 1,
      productId: object.id,
    });
    const unit = calendar.objects[0].units.find((u: { id: number }) => u.id === hire.unitId);
    expect(unit.days[0]).toMatchObject({ state: 'MAINTENANCE', bookingId: block.booking.id });
    // A shopper's booking of those days takes the other unit.
    const shopper = await bookUnit(db(), {
      productId: object.id,
      period: { from: addDays(to, 2), to: addDays(to, 3) },
      now: new Date(clock.at),
      state: 'held',
      cartId: '00000000-0000-4000-8000-000000000063',
    });
    expect(shopper.ok && shopper.unitId).not.toBe(hire.unitId);

    const ended = await as('orders', RENTAL_DESK.endMaintenance, { bookingId: block.booking.id });
    expect(ended.booking.state).toBe('CANCELLED');
    expect((await as('orders', RENTAL_DESK.endMaintenance, { bookingId: block.booking.id })).refusal).toBe(
      'NOT_MAINTENANCE',
    );
    expect((await as('orders', RENTAL_DESK.endMaintenance, { bookingId: hire.bookingId })).refusal).toBe(
      'NOT_MAINTENANCE',
    );
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(block.booking.id)));
    expect(actions.map((a) => a.action)).toEqual(['rental.maintenance', 'rental.maintenanceEnd']);
  });

  it('ends a block begun before today now, freeing the unit from today', async () => {
    const [unitId] = object.units;
    const start = addDays(today, 50);
    const block = await as('orders', RENTAL_DESK.addMaintenance, {
      unitId,
      from: start,
      to: addDays(start, 10),
      reason: 'Motorbyte',
    });
    await moveTo(addDays(start, 3));
    const ended = await as('orders', RENTAL_DESK.endMaintenance, { bookingId: block.booking.id });
    expect(ended.booking).toMatchObject({ state: 'MAINTENANCE', from: start, to: addDays(start, 3) });
    await moveTo(today);
  });

  it('lists units not returned on time and bookings not picked up, longest overdue first', async () => {
    const notPickedUp = await confirmed(addDays(today, 60), nextOpen(addDays(today, 62)));
    const pickup = nextOpen(addDays(today, 70));
    const late = await confirmed(pickup, nextOpen(addDays(pickup, 1)));
    await moveTo(pickup);
    expect(
      (
        await as('orders', RENTAL_DESK.handOut, {
          bookingId: late.bookingId,
          hourMeter: 200,
          fuelPercent: 90,
        })
      ).refusal,
    ).toBeNull();
    const mine = (list: { booking: { id: number } }[]) =>
      list.filter((o) => [notPickedUp.bookingId, late.bookingId].includes(o.booking.id));
    // On the pickup day neither is overdue yet: it is late only once its return's handover has passed.
    expect(mine(await as('support', RENTAL_DESK.overdue)).map((o) => o.booking.id)).toEqual([
      notPickedUp.bookingId,
    ]);
    await moveTo(addDays(pickup, 5));
    expect(mine(await as('support', RENTAL_DESK.overdue))).toEqual([
      {
        reason: 'NOT_PICKED_UP',
        booking: expect.objectContaining({ id: notPickedUp.bookingId, state: 'CONFIRMED' }),
      },
      { reason: 'NOT_RETURNED', booking: expect.objectContaining({ id: late.bookingId, state: 'OUT' }) },
    ]);
    await moveTo(today);
  });
});
