import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { type BookingState, products, productTexts, rentalObjects, rentalUnits } from '#src/db/schema.ts';
import { FALLBACK_LANGUAGE_CODE } from '#src/modules/channels/index.ts';
import { isDepotOpen } from '../depot-days.ts';
import { addDays } from '../period.ts';

/** What a unit's day is in the desk's calendar: free, the depot closed, or a booking's state. */
export type CellState = 'FREE' | 'CLOSED' | Uppercase<BookingState>;

export interface DeskCell {
  date: string;
  state: CellState;
  bookingId: number | null;
}

export interface DeskCalendar {
  from: string;
  days: { date: string; open: boolean }[];
  /** The rental objects asked for, before paging: a page shows `objects` of them. */
  objectCount: number;
  objects: {
    productId: number;
    alias: string;
    name: string;
    units: { id: number; serialNumber: string; hourMeter: number; cells: DeskCell[] }[];
  }[];
}

/** States the calendar shows; a returned hire only where nothing blocking has the day. */
const SHOWN: readonly BookingState[] = ['held', 'confirmed', 'out', 'maintenance', 'returned'];

/**
 * The units of the rental objects (or of one) by days from `from` (ADR 63). A unit's day is the
 * booking whose time (the hire plus its turnaround) meets that day's handover-to-handover, as the
 * shop's calendar counts a free day; holds past their time are passed over.
 */
export async function deskCalendar(
  db: Database,
  request: {
    from: string;
    days: number;
    productId?: number | null;
    /** A page of the objects in name order: at most `first`, after `offset` of them. */
    first?: number | null;
    offset?: number | null;
    languageCode: string;
    now: Date;
  },
): Promise<DeskCalendar> {
  const { from, now } = request;
  const dates = Array.from({ length: request.days }, (_, i) => addDays(from, i));
  const last = dates[dates.length - 1] ?? from;
  const wanted = alias(productTexts, 'wanted_texts');
  const fallback = alias(productTexts, 'fallback_texts');
  // Every object's name is read to order them by it: a few hundred rows at most.
  const all = await db
    .select({
      productId: rentalObjects.productId,
      alias: products.alias,
      name: sql<string>`coalesce(${wanted.name}, ${fallback.name}, ${products.alias})`,
    })
    .from(rentalObjects)
    .innerJoin(products, eq(products.id, rentalObjects.productId))
    .leftJoin(wanted, and(eq(wanted.productId, products.id), eq(wanted.languageCode, request.languageCode)))
    .leftJoin(
      fallback,
      and(eq(fallback.productId, products.id), eq(fallback.languageCode, FALLBACK_LANGUAGE_CODE)),
    )
    .where(request.productId ? eq(rentalObjects.productId, request.productId) : undefined)
    .orderBy(sql`3`, asc(rentalObjects.productId));
  const objectCount = all.length;
  const offset = request.offset ?? 0;
  const objects = all.slice(offset, request.first ? offset + request.first : undefined);
  const ids = objects.map((object) => object.productId);
  if (ids.length === 0) return { from, days: [], objectCount, objects: [] };
  const units = await db
    .select({
      id: rentalUnits.id,
      productId: rentalUnits.productId,
      serialNumber: rentalUnits.serialNumber,
      hourMeter: rentalUnits.hourMeter,
    })
    .from(rentalUnits)
    .where(and(inArray(rentalUnits.productId, ids), isNull(rentalUnits.retiredAt)))
    .orderBy(rentalUnits.productId, rentalUnits.id);
  const { rows } = (await db.execute(sql`
    select b.id, b.unit_id as "unitId", b.state, d.day::text as day
    from rental_bookings b
    join rental_objects o on o.product_id = b.product_id
    join depots p on p.id = o.depot_id
    join lateral (select generate_series(${from}::date, ${last}::date, interval '1 day')::date as day) d on true
    where b.product_id in (${sql.join(ids, sql`, `)})
      and b.state in (${sql.join(
        SHOWN.map((state) => sql`${state}`),
        sql`, `,
      )})
      and (b.state <> 'held' or b.hold_expires_at > ${now.toISOString()}::timestamptz)
      and b.blocked && tstzrange((${from}::date - 1)::timestamp at time zone 'Europe/Stockholm',
                                 (${last}::date + 2)::timestamp at time zone 'Europe/Stockholm', '[)')
      and b.blocked && tstzrange(((d.day + p.handover_time::time) at time zone 'Europe/Stockholm'),
                                 ((d.day + 1 + p.handover_time::time) at time zone 'Europe/Stockholm'), '[)')
    order by case when b.state = 'returned' then 1 else 0 end, b.id`)) as {
    rows: { id: number; unitId: number; state: BookingState; day: string }[];
  };
  const taken = new Map<string, { id: number; state: BookingState }>();
  for (const row of rows) {
    const key = `${row.unitId} ${row.day}`;
    if (!taken.has(key)) taken.set(key, { id: row.id, state: row.state });
  }
  const days = dates.map((date) => ({ date, open: isDepotOpen(date) }));
  return {
    from,
    days,
    objectCount,
    objects: objects.map((object) => ({
      ...object,
      units: units
        .filter((unit) => unit.productId === object.productId)
        .map(({ productId: _, ...unit }) => ({
          ...unit,
          cells: days.map(({ date, open }) => {
            const booking = taken.get(`${unit.id} ${date}`);
            if (booking) {
              return { date, state: booking.state.toUpperCase() as CellState, bookingId: booking.id };
            }
            return { date, state: open ? 'FREE' : 'CLOSED', bookingId: null };
          }),
        })),
    })),
  };
}
