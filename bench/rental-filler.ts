/**
 * Rental bookings for the benches: `fillBookings` writes a number of bookings of the seeded
 * catalog's rental units from 30 days ago to 365 days ahead, as a hire desk would have them: per
 * unit one after another with gaps (busy objects nearly back to back, quiet ones seldom, thinning
 * out further ahead), picked up and returned on open days, returned, out, confirmed, some held by
 * live carts and some maintenance; about a tenth cancelled or expired holds anywhere. The busiest
 * object's whole fleet is hired for three weeks, so its days there are fully booked. Ranges come
 * from `blockedRange`, and the exclusion constraint checks every row as it does a booking's.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/commerce/src/db/client.ts';
import { type BookingState, rentalBookings } from '../apps/commerce/src/db/schema.ts';
import { blockedRange, type Handover } from '../apps/commerce/src/modules/rentals/bookings.ts';
import { isDepotOpen } from '../apps/commerce/src/modules/rentals/depot-days.ts';
import {
  addDays,
  RENTAL_LIMITS,
  type RentalPeriod,
  rentalDays,
  stockholmDate,
  weekday,
} from '../apps/commerce/src/modules/rentals/period.ts';
import { createRandom, type Random } from '../apps/commerce/src/seed/random.ts';

const BATCH = 1_000;
const PAST_DAYS = 30;
const AHEAD_DAYS = 365;
/** Share of the bookings that are cancelled or expired holds, outside any unit's sequence. */
const LAPSED_SHARE = 0.1;
const FLEET_HIRE_DAYS = 21;

/** A row as written: its range is SQL that PostgreSQL computes. */
type NewBooking = Omit<typeof rentalBookings.$inferInsert, 'blocked'> & {
  blocked: ReturnType<typeof blockedRange>;
};

interface FleetUnit extends Handover {
  unitId: number;
  productId: number;
  alias: string;
  minimumDays: number;
}

export interface BookingFill {
  ms: number;
  objects: number;
  units: number;
  states: Partial<Record<BookingState, number>>;
  /** The object with the most units, its fleet hired whole for `fleetHire`. */
  busy: { productId: number; alias: string; units: number; fleetHire: RentalPeriod };
}

const nextOpen = (date: string) => {
  let day = date;
  while (!isDepotOpen(day)) day = addDays(day, 1);
  return day;
};

/** Dygn of a hire: mostly a day or two, weekends and weeks, some longer. */
function hireLength(random: Random): number {
  const r = random.next();
  if (r < 0.3) return 1;
  if (r < 0.45) return 2;
  if (r < 0.65) return 3;
  if (r < 0.75) return random.int(4, 5);
  if (r < 0.9) return 7;
  return random.int(10, 14);
}

/** Whole days a unit stands after a return before the next pickup. */
const turnaroundDays = (unit: FleetUnit) => Math.ceil(unit.turnaroundHours / 24);

/**
 * About `count` periods of one unit, one after another from `from`, none of whose blocked time
 * reaches past `until`'s handover: lengths drawn, the days left over shared out as gaps that grow
 * further ahead.
 */
function periodsOfUnit(unit: FleetUnit, from: string, until: string, count: number, random: Random) {
  const turnaround = turnaroundDays(unit);
  const days = rentalDays({ from, to: until });
  const lengths = Array.from({ length: count }, () => hireLength(random));
  const room = (days - count * turnaround) * 0.95;
  const drawn = lengths.reduce((a, b) => a + b, 0);
  const scaled = drawn > room ? lengths.map((n) => Math.max(1, Math.floor((n * room) / drawn))) : lengths;
  const free = Math.max(0, days - scaled.reduce((a, b) => a + b, 0) - count * turnaround);
  const weights = Array.from({ length: count + 1 }, (_, i) => random.next() * (1 + (3 * i) / count));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const periods: RentalPeriod[] = [];
  let cursor = from;
  for (const [i, length] of scaled.entries()) {
    const pickup = nextOpen(addDays(cursor, Math.floor((free * (weights[i] as number)) / weightSum)));
    const ret = nextOpen(addDays(pickup, length));
    if (addDays(ret, turnaround) > until) break;
    periods.push({ from: pickup, to: ret });
    cursor = addDays(ret, turnaround);
  }
  return periods;
}

/** Splits `total` in proportion to `weights`, the remainders to the largest fractions. */
function shares(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w * total) / sum);
  const whole = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; k < total - whole.reduce((a, b) => a + b, 0); k++) {
    const i = order[k % order.length]?.[1] as number;
    whole[i] = (whole[i] as number) + 1;
  }
  return whole;
}

/** Writes `count` bookings in bulk; answers what it wrote and the milliseconds it took. */
export async function fillBookings(db: Database, count: number, now: Date): Promise<BookingFill> {
  const started = performance.now();
  const random = createRandom(20_261_128);
  // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
  const { rows: fleet } = (await db.execute(
    `select u.id as "unitId", u.product_id as "productId", p.alias, o.minimum_days as "minimumDays",
       o.turnaround_hours as "turnaroundHours", d.handover_time as "handoverTime"
     from rental_units u join rental_objects o on o.product_id = u.product_id
       join depots d on d.id = o.depot_id join products p on p.id = u.product_id
     where u.retired_at is null order by u.product_id, u.id`,
  )) as unknown as { rows: FleetUnit[] };
  const byObject = Map.groupBy(fleet, (unit) => unit.productId);
  const [busyId, busyUnits] = [...byObject]
    .filter(([, units]) => units[0]?.minimumDays === 1)
    .reduce((a, b) => (b[1].length > a[1].length ? b : a));
  const busyAlias = busyUnits[0]?.alias as string;

  const today = stockholmDate(now);
  const first = addDays(today, -PAST_DAYS);
  const last = addDays(today, AHEAD_DAYS);
  let hireFrom = nextOpen(addDays(today, 42));
  while (weekday(hireFrom) !== 1 || !isDepotOpen(hireFrom)) hireFrom = addDays(hireFrom, 1);
  const fleetHire = { from: hireFrom, to: nextOpen(addDays(hireFrom, FLEET_HIRE_DAYS)) };

  // How busy each object is: the busiest nearly always out, a few others much, most some, some seldom.
  const demand = new Map(
    [...byObject.keys()].map((id) => {
      const r = random.next();
      return [id, id === busyId ? 0.9 : r < 0.15 ? 0.8 : r < 0.65 ? 0.45 : 0.15] as const;
    }),
  );
  const lapsed = Math.round(count * LAPSED_SHARE);
  const perUnit = shares(
    fleet.map((unit) => (demand.get(unit.productId) as number) / (3.9 + turnaroundDays(unit))),
    count - lapsed,
  );

  const rows: NewBooking[] = [];
  const states: BookingFill['states'] = {};
  const booking = (unit: FleetUnit, period: RentalPeriod, state: BookingState): NewBooking => {
    const i = rows.length;
    states[state] = (states[state] ?? 0) + 1;
    const createdAt = new Date(now.getTime() - random.int(0, 60 * 24 * 60) * 60_000);
    return {
      unitId: unit.unitId,
      productId: unit.productId,
      state,
      fromDate: period.from,
      toDate: period.to,
      blocked: blockedRange(period, unit),
      cartId: state === 'held' || state === 'expired' ? randomUUID() : null,
      holdExpiresAt:
        state === 'held'
          ? new Date(now.getTime() + random.int(1, RENTAL_LIMITS.holdMinutes) * 60_000)
          : state === 'expired'
            ? new Date(createdAt.getTime() + RENTAL_LIMITS.holdMinutes * 60_000)
            : null,
      orderId: ['confirmed', 'out', 'returned', 'cancelled'].includes(state) ? 100_001 + i : null,
      note: state === 'maintenance' ? 'Service' : null,
      createdAt: state === 'held' ? now : createdAt,
      updatedAt: state === 'held' ? now : createdAt,
    };
  };
  const stateOf = (period: RentalPeriod): BookingState => {
    if (period.to <= today) return 'returned';
    if (period.from < today) return 'out';
    const r = random.next();
    return r < 0.04 ? 'maintenance' : r < 0.07 ? 'held' : 'confirmed';
  };
  const horizon = rentalDays({ from: first, to: last });
  for (const [k, unit] of fleet.entries()) {
    const n = perUnit[k] as number;
    let stretches: [string, string, number][] = [[first, last, n]];
    if (unit.productId === busyId) {
      rows.push(booking(unit, fleetHire, 'confirmed'));
      const before = Math.round(((n - 1) * rentalDays({ from: first, to: fleetHire.from })) / horizon);
      stretches = [
        [first, fleetHire.from, before],
        [addDays(fleetHire.to, turnaroundDays(unit)), last, n - 1 - before],
      ];
    }
    for (const [from, until, wanted] of stretches) {
      for (const period of periodsOfUnit(unit, from, until, wanted, random)) {
        rows.push(booking(unit, period, stateOf(period)));
      }
    }
  }
  // Cancelled bookings and lapsed holds block nothing, so they lie anywhere, over others.
  while (rows.length < count) {
    const unit = fleet[random.int(0, fleet.length - 1)] as FleetUnit;
    const from = nextOpen(addDays(today, random.int(0, AHEAD_DAYS - 20)));
    rows.push(
      booking(
        unit,
        { from, to: nextOpen(addDays(from, hireLength(random))) },
        random.chance(0.7) ? 'cancelled' : 'expired',
      ),
    );
  }

  await db.transaction(async (tx) => {
    for (let from = 0; from < rows.length; from += BATCH) {
      await tx.insert(rentalBookings).values(rows.slice(from, from + BATCH));
    }
  });
  return {
    ms: performance.now() - started,
    objects: byObject.size,
    units: fleet.length,
    states,
    busy: { productId: busyId, alias: busyAlias, units: busyUnits.length, fleetHire },
  };
}
