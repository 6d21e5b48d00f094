import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, rentalObjects, rentalUnits } from '#src/db/schema.ts';
import { bookUnit } from '#src/modules/rentals/bookings.ts';
import { isDepotOpen } from '#src/modules/rentals/depot-days.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { useTestApi } from './suite.ts';

const { db, data, gql } = useTestApi();

const CALENDAR = `query ($alias: String!, $month: String!) {
  rentalCalendar(alias: $alias, month: $month) { month units days { date freeUnits open } }
}`;

type Calendar = { month: string; units: number; days: { date: string; freeUnits: number; open: boolean }[] };

describe('rental calendar', () => {
  it("counts per day the units no booking, live hold or maintenance touches, the booking's turnaround included", async () => {
    // Two fresh units of an object with a 4-hour turnaround, and a unit of another object.
    const objects = await db()
      .select({ id: rentalObjects.productId, alias: products.alias })
      .from(rentalObjects)
      .innerJoin(products, eq(products.id, rentalObjects.productId))
      .where(eq(rentalObjects.turnaroundHours, 4))
      .orderBy(rentalObjects.productId)
      .limit(2);
    const [object, other] = objects;
    if (!object || !other) throw new Error('The demo catalog has too few rental objects');
    await db().update(rentalUnits).set({ retiredAt: new Date() }).where(eq(rentalUnits.productId, object.id));
    const [first, second] = await db()
      .insert(rentalUnits)
      .values(
        [0, 1].map((n) => ({ productId: object.id, serialNumber: `CAL-${object.id}-${n}`, depotId: 1 })),
      )
      .returning({ id: rentalUnits.id });
    const month = addDays(stockholmDate(new Date()), 62).slice(0, 7);
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
    const now = new Date();
    const book = (productId: number, from: number, to: number, state: 'confirmed' | 'held', at = now) =>
      bookUnit(db(), {
        productId,
        period: { from: day(from), to: day(to) },
        now: at,
        ...(state === 'confirmed'
          ? { state, orderId: 1 }
          : { state, cartId: '00000000-0000-4000-8000-00000000ca1e' }),
      });

    expect(await book(object.id, 10, 13, 'confirmed')).toMatchObject({ ok: true, unitId: first?.id });
    expect(
      await bookUnit(db(), {
        productId: object.id,
        period: { from: day(12), to: day(15) },
        now,
        state: 'maintenance',
        unitId: second?.id as number,
        note: 'Service',
      }),
    ).toMatchObject({ ok: true });
    // A hold taken an hour ago has run out; a live one blocks its unit.
    expect(await book(object.id, 20, 22, 'held', new Date(now.getTime() - 60 * 60_000))).toMatchObject({
      ok: true,
    });
    expect(await book(object.id, 25, 26, 'held')).toMatchObject({ ok: true });
    // The other object's whole fleet is out all month: none of it is this object's.
    const otherUnits = await db()
      .select({ id: rentalUnits.id })
      .from(rentalUnits)
      .where(eq(rentalUnits.productId, other.id));
    for (let n = 0; n < otherUnits.length; n++) {
      expect(await book(other.id, 1, 28, 'confirmed')).toMatchObject({ ok: true });
    }

    const { rentalCalendar } = await data<{ rentalCalendar: Calendar }>(CALENDAR, {
      alias: object.alias,
      month,
    });
    expect(rentalCalendar).toMatchObject({ month, units: 2 });
    const taken: Record<number, number> = { 10: 1, 11: 1, 12: 2, 13: 2, 14: 1, 15: 1, 25: 1, 26: 1 };
    expect(rentalCalendar.days.map((d) => [d.date, d.freeUnits, d.open])).toEqual(
      rentalCalendar.days.map((_, i) => [day(i + 1), 2 - (taken[i + 1] ?? 0), isDepotOpen(day(i + 1))]),
    );

    // An absurd month is refused as input, never a database error.
    for (const absurd of ['9999-12', '0000-01', '2027-13', 'x'.repeat(5000), 'двадцать']) {
      const answer = await gql(CALENDAR, { alias: object.alias, month: absurd });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
