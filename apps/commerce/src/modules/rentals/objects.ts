import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';

type Executor = Database | Transaction;

import { depots, products, rentalObjects, rentalPrices, rentalUnits } from '#src/db/schema.ts';

/** A rented product as the shop shows it: where it is handed over, its rules and its fleet's size. */
export interface RentalObject {
  productId: number;
  minimumDays: number;
  turnaroundHours: number;
  damageWaiverBp: number | null;
  handoverTime: string;
  depot: typeof depots.$inferSelect;
  units: number;
}

/** The rental objects among `productIds` (the others are sold, not rented), by product id. */
export async function rentalObjectsOf(db: Executor, productIds: readonly number[]) {
  const found = new Map<number, RentalObject>();
  if (productIds.length === 0) return found;
  const fleet = db
    .select({ productId: rentalUnits.productId, units: count().as('units') })
    .from(rentalUnits)
    .where(and(inArray(rentalUnits.productId, [...productIds]), isNull(rentalUnits.retiredAt)))
    .groupBy(rentalUnits.productId)
    .as('fleet');
  const rows = await db
    .select({ object: rentalObjects, depot: depots, units: fleet.units })
    .from(rentalObjects)
    .innerJoin(depots, eq(depots.id, rentalObjects.depotId))
    .leftJoin(fleet, eq(fleet.productId, rentalObjects.productId))
    .where(inArray(rentalObjects.productId, [...productIds]));
  for (const { object, depot, units } of rows) {
    found.set(object.productId, {
      productId: object.productId,
      minimumDays: object.minimumDays,
      turnaroundHours: object.turnaroundHours,
      damageWaiverBp: object.damageWaiverBp,
      handoverTime: depot.handoverTime,
      depot,
      units: units ?? 0,
    });
  }
  return found;
}

export async function rentalObject(db: Executor, productId: number): Promise<RentalObject | null> {
  return (await rentalObjectsOf(db, [productId])).get(productId) ?? null;
}

/** The product id of a rental object's alias, or null when the alias names no rented product. */
export async function rentalProductId(db: Database, alias: string): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(rentalObjects, eq(rentalObjects.productId, products.id))
    .where(eq(products.alias, alias));
  return row?.id ?? null;
}

/** An object's price rows in a market, one per customer type. */
export async function rentalPriceRows(db: Database, productId: number, marketId: number) {
  return db
    .select()
    .from(rentalPrices)
    .where(and(eq(rentalPrices.productId, productId), eq(rentalPrices.marketId, marketId)))
    .orderBy(rentalPrices.customerType);
}
