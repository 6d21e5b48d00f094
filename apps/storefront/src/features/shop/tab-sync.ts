import type { useRouter } from 'next/navigation';
import { marketChangeTarget } from './market-change';
import type { ShopState, ShopStore } from './shop-store';
import type { TabMessage } from './tab-channel';

type Markets = Pick<ShopState, 'market' | 'checkoutMarket'>;

/**
 * What a change of this tab's markets tells the other tabs: a new market (which is the checkout's
 * too), or a new checkout market alone.
 */
export function marketMessages(state: Markets, previous: Markets): TabMessage[] {
  if (state.market !== previous.market) return [{ type: 'market', alias: state.market }];
  if (state.checkoutMarket !== previous.checkoutMarket) {
    return [{ type: 'checkout-market', alias: state.checkoutMarket }];
  }
  return [];
}

/**
 * Takes another tab's market or checkout market. Returns where the page at `pathname` must go to
 * show the new market (the same page, in the market's language when it lacks this one), or null:
 * the checkout market changes only the cart and checkout, which follow the store themselves.
 */
export function receiveMarketMessage(store: ShopStore, message: TabMessage, pathname: string): string | null {
  const state = store.getState();
  if (message.type === 'market' && message.alias !== state.market) {
    const target = marketChangeTarget(state, message.alias, pathname);
    state.setMarket(message.alias);
    return store.getState().market === message.alias ? (target?.href ?? null) : null;
  }
  if (message.type === 'checkout-market' && message.alias !== state.checkoutMarket) {
    state.setCheckoutMarket(message.alias);
  }
  return null;
}

/**
 * Shows the page at `href` (with the query it has now): rendered again when it is this address, for
 * the market cookie then names another market, or the same page in the market's language.
 */
export function followMarket(router: ReturnType<typeof useRouter>, href: string) {
  const { pathname, search } = window.location;
  if (href === pathname) router.refresh();
  else router.push(`${href}${search}`);
}
