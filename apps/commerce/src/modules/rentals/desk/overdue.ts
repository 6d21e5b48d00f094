import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { rentalBookings } from '#src/db/schema.ts';
import { stockholmDate } from '../period.ts';
import { type DeskBooking, deskBookings, handoverAt } from './booking-rows.ts';

export type OverdueReason = 'NOT_RETURNED' | 'NOT_PICKED_UP';

/**
 * What the rental desk must chase (ADR 63): units out past their return day's handover, and
 * confirmed bookings whose pickup day has ended without a hand-out. Longest overdue first.
 */
export async function overdueBookings(
  db: Database,
  now: Date,
  languageCode: string,
): Promise<(DeskBooking & { reason: OverdueReason })[]> {
  const rows = await deskBookings(
    db,
    or(
      and(
        eq(rentalBookings.state, 'out'),
        sql`${handoverAt(rentalBookings.toDate)} < ${now.toISOString()}::timestamptz`,
      ),
      and(eq(rentalBookings.state, 'confirmed'), lt(rentalBookings.fromDate, stockholmDate(now))),
    ),
    languageCode,
    sql`case when ${rentalBookings.state} = 'out' then ${rentalBookings.toDate} else ${rentalBookings.fromDate} end, ${rentalBookings.id}`,
  );
  return rows.map((row) => ({ ...row, reason: row.state === 'out' ? 'NOT_RETURNED' : 'NOT_PICKED_UP' }));
}
