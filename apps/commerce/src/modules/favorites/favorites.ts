import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { customerFavorites, customers, products } from '#src/db/schema.ts';

/** How many products an account keeps as favorites: a shopper's list, not a catalog copy. */
export const MAX_FAVORITES = 100;

export type AddOutcome =
  | { ok: true; productIds: number[] }
  | { ok: false; problem: 'UNKNOWN_PRODUCT' | 'FAVORITES_FULL' };

/** The customer's favorite products' ids, oldest first. */
export async function favoritesOf(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: customerFavorites.productId })
    .from(customerFavorites)
    .where(eq(customerFavorites.customerId, customerId))
    .orderBy(asc(customerFavorites.addedAt), asc(customerFavorites.productId));
  return rows.map((r) => r.productId);
}

/**
 * Runs a change of one customer's list in a transaction that holds their row, so that two changes
 * at once (two tabs, a sign-in's merge) are counted against the cap one after the other.
 */
function withList<T>(db: Database, customerId: number, change: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    return change(tx);
  });
}

async function knownProducts(tx: Transaction, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Set(rows.map((r) => r.id));
}

async function insert(tx: Transaction, customerId: number, productIds: readonly number[], now: number) {
  if (productIds.length === 0) return;
  // One millisecond apart, so that a merged list keeps the order it came in.
  await tx
    .insert(customerFavorites)
    .values(productIds.map((productId, i) => ({ customerId, productId, addedAt: new Date(now + i) })))
    .onConflictDoNothing();
}

/** Adds one product; an unknown product, or one more than the cap, changes nothing. */
export function addFavorite(db: Database, customerId: number, productId: number, now: number) {
  return withList(db, customerId, async (tx): Promise<AddOutcome> => {
    if (!(await knownProducts(tx, [productId])).has(productId))
      return { ok: false, problem: 'UNKNOWN_PRODUCT' };
    const current = await favoritesOf(tx, customerId);
    if (!current.includes(productId)) {
      if (current.length >= MAX_FAVORITES) return { ok: false, problem: 'FAVORITES_FULL' };
      await insert(tx, customerId, [productId], now);
    }
    return { ok: true, productIds: await favoritesOf(tx, customerId) };
  });
}

/** Removes one product; one not on the list is already removed. */
export function removeFavorite(db: Database, customerId: number, productId: number) {
  return withList(db, customerId, async (tx) => {
    await tx
      .delete(customerFavorites)
      .where(and(eq(customerFavorites.customerId, customerId), eq(customerFavorites.productId, productId)));
    return favoritesOf(tx, customerId);
  });
}

/**
 * Joins a list kept elsewhere (a guest's, at sign-in) to the account's: the union, the account's
 * first. Products that no longer exist and those past the cap are left out rather than refused, for
 * a guest's list may be older than the catalog.
 */
export function mergeFavorites(db: Database, customerId: number, productIds: readonly number[], now: number) {
  return withList(db, customerId, async (tx) => {
    const current = await favoritesOf(tx, customerId);
    const known = await knownProducts(tx, productIds);
    const added = [...new Set(productIds)]
      .filter((id) => known.has(id) && !current.includes(id))
      .slice(0, Math.max(0, MAX_FAVORITES - current.length));
    await insert(tx, customerId, added, now);
    return favoritesOf(tx, customerId);
  });
}
