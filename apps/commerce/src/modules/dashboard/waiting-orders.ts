import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type OrderStage, orders } from '#src/db/schema.ts';

/** The stages in which an order waits for the shop to move it on, in the order it moves. */
const WAITING_STAGES = ['placed', 'confirmed', 'picking', 'shipped'] as const satisfies readonly OrderStage[];

export interface WaitingOrders {
  stage: (typeof WAITING_STAGES)[number];
  count: number;
}

/** How many orders wait in each stage before delivered, each stage listed even when none wait. */
export async function waitingOrders(db: Database): Promise<WaitingOrders[]> {
  const rows = await db
    .select({ stage: orders.stage, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(inArray(orders.stage, [...WAITING_STAGES]))
    .groupBy(orders.stage);
  const counts = new Map(rows.map((row) => [row.stage, row.count]));
  return WAITING_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }));
}
