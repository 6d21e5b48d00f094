import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, rentalBookings, rentalObjects, rentalUnits } from '#src/db/schema.ts';
import { bookUnit } from '#src/modules/rentals/bookings.ts';
import { isDepotOpen } from '#src/modules/rentals/depot-days.ts';
import { addDays, stockholmDate, weekday } from '#src/modules/rentals/period.ts';
import { useTestApi } from './suite.ts';

const { db, data, gql } = useTestApi();

/** The first open day on or after `date` that falls on `day` (0 Sunday … 6 Saturday). */
function nextOpen(date: string, day?: number): string {
  let d = date;
  while (!isDepotOpen(d) || (day !== undefined && weekday(d) !== day)) d = addDays(d, 1);
  return d;
}

/** A rental object of the demo catalog made to have exactly `units` units in service; its alias and id. */
async function objectWithUnits(units: number, skip = 0) {
  const [object] = await db()
    .select({ id: rentalObjects.productId, alias: products.alias, turnaround: rentalObjects.turnaroundHours })
    .from(rentalObjects)
    .innerJoin(products, eq(products.id, rentalObjects.productId))
    .where(eq(rentalObjects.minimumDays, 1))
    .orderBy(rentalObjects.productId)
    .offset(skip)
    .limit(1);
  if (!object) throw new Error('The demo catalog has no rental objects');
  await db().update(rentalUnits).set({ retiredAt: new Date() }).where(eq(rentalUnits.productId, object.id));
  for (let n = 0; n < units; n++) {
    await db()
      .insert(rentalUnits)
      .values({ productId: object.id, serialNumber: `TEST-${object.id}-${n}`, depotId: 1 });
  }
  return object;
}

const liveBookings = async (productId: number) =>
  db()
    .select()
    .from(rentalBookings)
    .where(
      and(eq(rentalBookings.productId, productId), inArray(rentalBookings.state, ['held', 'confirmed'])),
    );

const AVAILABILITY = `query ($alias: String!, $from: String!, $to: String!, $customerType: CustomerType, $marketId: String) {
  rentalAvailability(alias: $alias, from: $from, to: $to, customerType: $customerType, marketId: $marketId) {
    from to problem freeUnits available days weeks weekends dayRates
    price { sellingPriceIncVat sellingPriceExVat sellingPriceIncVatFormatted }
    deposit { sellingPriceIncVat } damageWaiver { sellingPriceIncVat }
  } }`;

describe('rental bookings', () => {
  const today = stockholmDate(new Date());
  const friday = nextOpen(addDays(today, 14), 5);
  // Forty shoppers want overlapping days around the same weekend.
  const periods = Array.from({ length: 40 }, (_, i) => {
    const from = nextOpen(addDays(friday, -(i % 4)));
    return { from, to: nextOpen(addDays(friday, 1 + (i % 5))) };
  });

  it('gives exactly one of forty concurrent requests for overlapping days of a one-unit machine', async () => {
    const object = await objectWithUnits(1);
    const outcomes = await Promise.all(
      periods.map((period, i) =>
        bookUnit(db(), {
          productId: object.id,
          period,
          now: new Date(),
          state: 'held',
          cartId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.refusal === 'NO_UNIT_FREE')).toBe(true);
    expect(await liveBookings(object.id)).toHaveLength(1);
  });

  it('gives exactly three of forty for a three-unit machine, each unit once', async () => {
    const object = await objectWithUnits(3, 1);
    const outcomes = await Promise.all(
      periods.map((period) =>
        bookUnit(db(), { productId: object.id, period, now: new Date(), state: 'confirmed', orderId: 1 }),
      ),
    );
    const won = outcomes.flatMap((o) => (o.ok ? [o.unitId] : []));
    expect(won).toHaveLength(3);
    expect(new Set(won).size).toBe(3);
    expect(await liveBookings(object.id)).toHaveLength(3);
  });

  it('frees a unit whose hold ran out, and keeps a maintenance block out of reach', async () => {
    const object = await objectWithUnits(1, 2);
    const period = { from: nextOpen(addDays(today, 30)), to: nextOpen(addDays(today, 32)) };
    const cartId = '00000000-0000-4000-8000-000000000001';
    const then = new Date(Date.now() - 60 * 60_000);
    expect(
      await bookUnit(db(), { productId: object.id, period, now: then, state: 'held', cartId }),
    ).toMatchObject({
      ok: true,
    });
    // A read passes over the hold past its time, and writes nothing.
    const read = await data<{ rentalAvailability: { freeUnits: number } }>(AVAILABILITY, {
      alias: object.alias,
      ...period,
    });
    expect(read.rentalAvailability.freeUnits).toBe(1);
    const [stale] = await db().select().from(rentalBookings).where(eq(rentalBookings.productId, object.id));
    expect(stale?.state).toBe('held');
    const later = await bookUnit(db(), {
      productId: object.id,
      period,
      now: new Date(),
      state: 'held',
      cartId,
    });
    expect(later).toMatchObject({ ok: true });
    const states = (
      await db().select().from(rentalBookings).where(eq(rentalBookings.productId, object.id))
    ).map((b) => b.state);
    expect(states.sort()).toEqual(['expired', 'held']);

    const [unit] = await db()
      .select()
      .from(rentalUnits)
      .where(and(eq(rentalUnits.productId, object.id), isNull(rentalUnits.retiredAt)));
    const service = { from: nextOpen(addDays(today, 40)), to: nextOpen(addDays(today, 43)) };
    expect(
      await bookUnit(db(), {
        productId: object.id,
        period: service,
        now: new Date(),
        state: 'maintenance',
        unitId: unit?.id as number,
        note: 'Service',
      }),
    ).toMatchObject({ ok: true });
    const answer = await data<{ rentalAvailability: { freeUnits: number; available: boolean } }>(
      AVAILABILITY,
      {
        alias: object.alias,
        ...service,
      },
    );
    expect(answer.rentalAvailability).toMatchObject({ freeUnits: 0, available: false });
  });

  it('refuses an overlapping row in the database itself, whatever the application does', async () => {
    const object = await objectWithUnits(1, 3);
    const [unit] = await db()
      .select()
      .from(rentalUnits)
      .where(and(eq(rentalUnits.productId, object.id), isNull(rentalUnits.retiredAt)));
    const row = (from: string, to: string) => ({
      unitId: unit?.id as number,
      productId: object.id,
      state: 'confirmed' as const,
      fromDate: from,
      toDate: to,
      blocked: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)` as unknown as string,
    });
    await db().insert(rentalBookings).values(row('2031-01-06', '2031-01-09'));
    await expect(db().insert(rentalBookings).values(row('2031-01-08', '2031-01-10'))).rejects.toThrow();
    await db().insert(rentalBookings).values(row('2031-01-09', '2031-01-10'));
  });

  it('answers the price by the rule, the deposit and the waiver, and says why a period cannot be booked', async () => {
    const object = await objectWithUnits(2, 4);
    const monday = nextOpen(addDays(friday, 3), 1);
    const weekend = await data<{ rentalAvailability: Record<string, unknown> }>(AVAILABILITY, {
      alias: object.alias,
      from: friday,
      to: monday,
    });
    expect(weekend.rentalAvailability).toMatchObject({
      problem: null,
      weekends: 1,
      weeks: 0,
      dayRates: 0,
      days: 3,
    });
    const closed = await data<{ rentalAvailability: Record<string, unknown> }>(AVAILABILITY, {
      alias: object.alias,
      from: addDays(friday, 2),
      to: addDays(friday, 4),
    });
    expect(closed.rentalAvailability).toMatchObject({
      problem: 'PICKUP_DAY_CLOSED',
      available: false,
      price: null,
    });
    const company = await data<{ rentalAvailability: { price: { sellingPriceIncVat: number } } }>(
      AVAILABILITY,
      {
        alias: object.alias,
        from: friday,
        to: monday,
        customerType: 'ORGANIZATION',
      },
    );
    expect(company.rentalAvailability.price.sellingPriceIncVat).toBeLessThan(
      (weekend.rentalAvailability.price as { sellingPriceIncVat: number }).sellingPriceIncVat,
    );

    const bad = await gql(AVAILABILITY, { alias: object.alias, from: '2027-02-30', to: monday });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const sold = await data<{ rentalAvailability: null }>(AVAILABILITY, {
      alias: (
        await db()
          .select({ alias: products.alias })
          .from(products)
          .where(sql`${products.id} not in (select product_id from rental_objects)`)
          .limit(1)
      )[0]?.alias,
      from: friday,
      to: monday,
    });
    expect(sold.rentalAvailability).toBeNull();
  });
});
