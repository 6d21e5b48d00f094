import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { cartLines, carts, prices, skus } from '#src/db/schema.ts';
import { newCartId } from './ids.ts';
import { cartRefusal } from './refusals.ts';

export type CartRow = typeof carts.$inferSelect;

/** A new, empty cart in a market. */
export async function createCart(db: Database, channelId: string, marketId: number): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ id: newCartId(), channelId, marketId }).returning();
  if (!row) throw new Error('The new cart was not saved');
  return row;
}

/** The cart with this id in the channel, or null; another channel's cart is not found either. */
export async function findCart(db: Database, id: string, channelId: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), eq(carts.channelId, channelId)));
  return row ?? null;
}

/** The cart, or the refusal an unknown one gets. */
export async function requireCart(db: Database, id: string, channelId: string): Promise<CartRow> {
  const cart = await findCart(db, id, channelId);
  if (!cart) throw cartRefusal('CART_NOT_FOUND', 'id', `no cart ${id}`);
  return cart;
}

/**
 * The cart's lines, in the order they were added, with each SKU's stock and its product's price
 * row in `marketId` (null where the market does not sell the product).
 */
export function readLines(db: Database | Transaction, cartId: string, marketId: number) {
  return db
    .select({
      skuId: cartLines.skuId,
      quantity: cartLines.quantity,
      message: cartLines.message,
      rentalBookingId: cartLines.rentalBookingId,
      rentalDeliveryZip: cartLines.rentalDeliveryZip,
      rentalDamageWaiver: cartLines.rentalDamageWaiver,
      productId: skus.productId,
      sku: {
        inStock: skus.inStock,
        oversellable: skus.oversellable,
        static: skus.static,
        incoming: skus.incoming,
      },
      vatRateBp: prices.vatRateBp,
    })
    .from(cartLines)
    .innerJoin(skus, eq(skus.id, cartLines.skuId))
    .leftJoin(prices, and(eq(prices.productId, skus.productId), eq(prices.marketId, marketId)))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.skuId));
}

/**
 * Runs one change of a cart in one transaction and answers the cart's row as it now is. Its first
 * statement touches the cart's row (moving it to `marketId`), which locks it: changes of one cart
 * run one after another on PostgreSQL, as PGlite runs every transaction alone anyway. A refusal
 * thrown by `change` rolls everything back. `change` may answer columns of the cart to set.
 */
export async function changeCart(
  db: Database,
  target: { id: string; channelId: string; marketId: number },
  change: (tx: Transaction, cart: CartRow) => Promise<Partial<CartRow> | undefined>,
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .update(carts)
      .set({ marketId: target.marketId, updatedAt: sql`now()` })
      .where(and(eq(carts.id, target.id), eq(carts.channelId, target.channelId)))
      .returning();
    if (!cart) throw cartRefusal('CART_NOT_FOUND', 'id', `no cart ${target.id}`);
    if (cart.completedAt)
      throw cartRefusal('CART_COMPLETED', 'id', 'the cart is completed and cannot change');
    const columns = await change(tx, cart);
    if (!columns) return cart;
    const [changed] = await tx.update(carts).set(columns).where(eq(carts.id, cart.id)).returning();
    return changed ?? cart;
  });
}

/** Marks a cart completed (read-only); completing it again changes nothing. */
export async function markCompleted(db: Database, cart: CartRow, marketId: number): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ completedAt: sql`now()`, marketId, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cart.id), isNull(carts.completedAt)))
    .returning();
  return row ?? (await requireCart(db, cart.id, cart.channelId));
}

/** Moves a cart to another market (a read in another market reprices it there). */
export async function moveCart(db: Database, cart: CartRow, marketId: number): Promise<CartRow> {
  if (cart.marketId === marketId || cart.completedAt) return cart;
  await db.update(carts).set({ marketId, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
  return { ...cart, marketId };
}
