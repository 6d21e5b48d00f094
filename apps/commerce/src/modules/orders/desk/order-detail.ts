import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { orderEvents, staffMembers } from '#src/db/schema.ts';
import { type LoadedOrder, loadOrder } from '../order-cart.ts';
import { findOrderById } from '../store.ts';
import type { OrderEventRow } from './timeline.ts';

/** A timeline event with the member who made it (null: the shop itself). */
export interface DeskEvent extends OrderEventRow {
  staff: { id: number; email: string; name: string } | null;
}

/** An order as the order desk shows it: everything of it, its credit notes and its timeline with who did what. */
export interface DeskOrder extends LoadedOrder {
  timeline: DeskEvent[];
}

export async function deskOrder(db: Database, orderId: number): Promise<DeskOrder | null> {
  const order = await findOrderById(db, orderId);
  if (!order) return null;
  const [loaded, events] = await Promise.all([
    loadOrder(db, order),
    db
      .select({
        event: orderEvents,
        staffId: staffMembers.id,
        email: staffMembers.email,
        name: staffMembers.name,
      })
      .from(orderEvents)
      .leftJoin(staffMembers, eq(staffMembers.id, orderEvents.staffId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  return {
    ...loaded,
    timeline: events.map(({ event, staffId, email, name }) => ({
      ...event,
      staff: staffId !== null && email !== null ? { id: staffId, email, name: name ?? '' } : null,
    })),
  };
}
