import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { cartLines, prices, products, rentalObjects, skus } from '#src/db/schema.ts';
import { maxQuantity, stockOf } from '#src/modules/inventory/index.ts';
import { cartRefusal } from './refusals.ts';
import { type RentalRequest, releaseLineHold, setRentalLine } from './rental-lines.ts';
import { type CartRow, readLines } from './store.ts';

/** What addToCart and updateCartItem ask for, once the item's SKU is known. */
export interface ItemChange {
  skuId: number;
  quantity: number;
  /** The shopper's note for the line; absent keeps the one it has. */
  message?: string | null;
  /** The days a rental product is hired for (and where it is delivered); required for one, refused for a product that is sold. */
  rentalPeriod?: RentalRequest | null;
}

/**
 * The SKU's line as it stands: the SKU's stock, whether the market sells its product and how many
 * units the cart holds; null for an unknown SKU. One query, read under the cart's lock.
 */
async function lineOf(tx: Transaction, cart: CartRow, skuId: number, marketId: number) {
  const [row] = await tx
    .select({
      sku: {
        inStock: skus.inStock,
        oversellable: skus.oversellable,
        static: skus.static,
        incoming: skus.incoming,
      },
      productId: skus.productId,
      // Priced in the market and published (ADR 73): an unpublished product is sold nowhere.
      sold: sql<boolean>`${prices.productId} is not null and ${products.published}`,
      rental: sql<boolean>`${rentalObjects.productId} is not null`,
      inCart: sql<number>`coalesce(${cartLines.quantity}, 0)`.mapWith(Number),
      rentalBookingId: cartLines.rentalBookingId,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(prices, and(eq(prices.productId, skus.productId), eq(prices.marketId, marketId)))
    .leftJoin(rentalObjects, eq(rentalObjects.productId, skus.productId))
    .leftJoin(cartLines, and(eq(cartLines.cartId, cart.id), eq(cartLines.skuId, skus.id)))
    .where(eq(skus.id, skuId));
  return row ?? null;
}

/**
 * The line and how many units it may hold: the SKU's stock, at most the configured threshold
 * (ADR 17). An unknown SKU, or one of a product the market does not sell, is refused.
 */
async function cappedLine(tx: Transaction, cart: CartRow, item: ItemChange, marketId: number) {
  const line = await lineOf(tx, cart, item.skuId, marketId);
  if (!line) throw cartRefusal('SKU_NOT_FOUND', 'item.skuId', `no SKU ${item.skuId}`);
  if (!line.sold) {
    throw cartRefusal('NOT_SOLD_IN_MARKET', 'item.skuId', `SKU ${item.skuId} is not sold in this market`);
  }
  return { ...line, cap: maxQuantity(stockOf([line.sku])) };
}

/**
 * A rental product's line is its period's hold (ADR 61); a period given for a product that is
 * sold is refused. True when the change was a rental's and is done.
 */
async function changedRental(
  tx: Transaction,
  cart: CartRow,
  line: Awaited<ReturnType<typeof cappedLine>>,
  item: ItemChange,
): Promise<boolean> {
  if (!line.rental) {
    if (item.rentalPeriod) {
      throw cartRefusal('NOT_A_RENTAL', 'item.rentalPeriod', 'the product is sold, not rented');
    }
    return false;
  }
  const current = { ...line, skuId: item.skuId, quantity: item.quantity };
  if (item.rentalPeriod) {
    await setRentalLine(tx, cart, current, item.rentalPeriod, item.message);
    return true;
  }
  // The same one machine for the days it holds: only the note may change.
  if (item.quantity === 1 && line.rentalBookingId !== null) {
    if (item.message !== undefined) await saveLine(tx, cart, item, 1);
    return true;
  }
  throw cartRefusal('RENTAL_PERIOD_REQUIRED', 'item.rentalPeriod', 'choose the days of the hire');
}

function refuseOverCap(wanted: number, cap: number, inCart: number) {
  if (wanted <= cap) return;
  throw cartRefusal(
    'QUANTITY_NOT_AVAILABLE',
    'item.quantity',
    `only ${cap} of this SKU can be in the cart (${inCart} already are)`,
    { maxQuantity: cap, inCart, available: Math.max(0, cap - inCart) },
  );
}

async function saveLine(tx: Transaction, cart: CartRow, item: ItemChange, quantity: number) {
  const message = item.message === undefined ? {} : { message: item.message || null };
  await tx
    .insert(cartLines)
    .values({ cartId: cart.id, skuId: item.skuId, quantity, ...message })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.skuId], set: { quantity, ...message } });
}

/** Adds `item.quantity` (1 or more) units to the SKU's line, capped by stock and the threshold. */
export async function addItem(tx: Transaction, cart: CartRow, marketId: number, item: ItemChange) {
  const line = await cappedLine(tx, cart, item, marketId);
  if (await changedRental(tx, cart, line, item)) return;
  const { inCart, cap } = line;
  refuseOverCap(inCart + item.quantity, cap, inCart);
  await saveLine(tx, cart, item, inCart + item.quantity);
}

/** Sets the SKU's line to `item.quantity` units; 0 removes it (an unsold or sold-out SKU's too). */
export async function setItemQuantity(tx: Transaction, cart: CartRow, marketId: number, item: ItemChange) {
  if (item.quantity === 0) {
    if (!(await lineOf(tx, cart, item.skuId, marketId))) {
      throw cartRefusal('SKU_NOT_FOUND', 'item.skuId', `no SKU ${item.skuId}`);
    }
    await releaseLineHold(tx, cart.id, item.skuId);
    await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.skuId, item.skuId)));
    return;
  }
  const line = await cappedLine(tx, cart, item, marketId);
  if (await changedRental(tx, cart, line, item)) return;
  const { inCart, cap } = line;
  refuseOverCap(item.quantity, cap, inCart);
  await saveLine(tx, cart, item, item.quantity);
}

/**
 * The platform's forceRefresh: lines the market no longer sells or that are out of stock are
 * removed, and lines above what stock and the threshold allow are lowered to it.
 */
export async function refreshLines(tx: Transaction, cart: CartRow, marketId: number) {
  for (const line of await readLines(tx, cart.id, marketId)) {
    const cap = line.vatRateBp === null ? 0 : maxQuantity(stockOf([line.sku]));
    const where = and(eq(cartLines.cartId, cart.id), eq(cartLines.skuId, line.skuId));
    if (cap === 0) {
      await releaseLineHold(tx, cart.id, line.skuId);
      await tx.delete(cartLines).where(where);
    } else if (line.quantity > cap) await tx.update(cartLines).set({ quantity: cap }).where(where);
  }
}

/**
 * Adds each given line's units to the cart, as many as stock and the threshold let (a shared cart's
 * lines, ADR 27): a line the market does not sell, or that stock no longer holds, is left out rather
 * than refused. A line's note stays the cart's own.
 */
export async function addLinesWithin(
  tx: Transaction,
  cart: CartRow,
  marketId: number,
  lines: readonly { skuId: number; quantity: number }[],
) {
  for (const { skuId, quantity } of lines) {
    const line = await lineOf(tx, cart, skuId, marketId);
    // A rental has no days to copy: the shopper chooses them again.
    if (!line?.sold || line.rental) continue;
    const wanted = Math.min(line.inCart + quantity, maxQuantity(stockOf([line.sku])));
    if (wanted > line.inCart) await saveLine(tx, cart, { skuId, quantity: wanted }, wanted);
  }
}
