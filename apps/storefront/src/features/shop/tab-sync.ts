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
 * Takes another tab's market or checkout market. Returns whether the page must be rendered again:
 * the market changes its prices; the checkout market only the cart and checkout, which follow the
 * store themselves.
 */
export function receiveMarketMessage(store: ShopStore, message: TabMessage): boolean {
  const state = store.getState();
  if (message.type === 'market' && message.alias !== state.market) {
    state.setMarket(message.alias);
    return store.getState().market === message.alias;
  }
  if (message.type === 'checkout-market' && message.alias !== state.checkoutMarket) {
    state.setCheckoutMarket(message.alias);
  }
  return false;
}
