import type { ResultOf } from '@/lib/graphql/graphql';
import type { CartTexts } from './cart-texts';
import type { CartFields, CartTotalsFields } from './queries';

/** The header's cart button: focus comes back to it when the panel closes and what opened it is gone. */
export const CART_BUTTON_ID = 'cart-button';
export const CART_PANEL_ID = 'cart-panel';

/** The cart as the API answered it: every amount priced and formatted there. */
export type Cart = ResultOf<typeof CartFields>;
/** The cart's totals alone, as the checkout's answers bring them. */
export type CartTotals = ResultOf<typeof CartTotalsFields>;
export type CartLine = Cart['items'][number];

/** A change of a line sent to the API and not answered yet. */
export interface CartChange {
  id: number;
  skuId: number;
  /** `add` puts units on top of the line; `set` makes the line hold this many (0 removes it). */
  kind: 'add' | 'set';
  quantity: number;
}

declare module '@/features/shop/shop-store' {
  /** The cart's data as the page's store holds it. */
  interface CartShapes {
    cart: Cart;
    change: CartChange;
    texts: CartTexts;
  }
}

export interface ShownLine {
  line: CartLine;
  /** The quantity the shopper asked for; the API's answer may still refuse it. */
  quantity: number;
  /** A change of this line is on its way: its prices are the ones from before. */
  pending: boolean;
}

function quantityAfter(quantity: number, change: CartChange): number {
  return change.kind === 'add' ? quantity + change.quantity : change.quantity;
}

/**
 * The lines as the shopper sees them: the API's last answer with the changes still on their way
 * laid over it. Only quantities move ahead of the API; prices and totals wait for its answer.
 */
export function shownLines(cart: Cart | null, changes: readonly CartChange[]): ShownLine[] {
  return (cart?.items ?? []).flatMap((line) => {
    const own = changes.filter((c) => c.skuId === line.skuId);
    const quantity = own.reduce(quantityAfter, line.quantity);
    return quantity > 0 ? [{ line, quantity, pending: own.length > 0 }] : [];
  });
}

/** How many units the cart holds as the shopper sees it, units on their way to new lines too. */
export function shownCount(cart: Cart | null, changes: readonly CartChange[]): number {
  const inLines = shownLines(cart, changes).reduce((sum, shown) => sum + shown.quantity, 0);
  const known = new Set(cart?.items.map((line) => line.skuId));
  const onTheirWay = changes
    .filter((c) => !known.has(c.skuId))
    .reduce((units, change) => {
      units.set(change.skuId, quantityAfter(units.get(change.skuId) ?? 0, change));
      return units;
    }, new Map<number, number>());
  return inLines + [...onTheirWay.values()].reduce((sum, n) => sum + n, 0);
}
