import type { ShopStore } from '@/features/shop/shop-store';
import { postToTabs, type TabMessage } from '@/features/shop/tab-channel';
import { COOKIES, readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import { fillMessage } from '@/lib/fill-message';
import { browserClient } from '@/lib/graphql/browser';
import { asMutationResult, refusalCodesOf } from '@/lib/graphql/mutation-result';
import { percentDecode } from '@/lib/percent-decode';
import type { RentalRequest } from '@/lib/rental-period';
import { routeOfPathname } from '@/lib/routing/href';
import { cartLineItem } from './cart-line-item';
import type { Cart, CartChange, CartLine } from './cart-model';
import { CART_PROBLEMS, LOST_CART, type Refusal, refusalText } from './cart-problems';
import {
  AddCartLinesFromMutation,
  AddToCartMutation,
  GetCartQuery,
  SetCartGiftCardMutation,
  SetCartPromoCodeMutation,
  UpdateCartItemMutation,
} from './queries';

/** Spec section 9: a cart that fails to load is asked for again a second later, five times in all. */
export const CART_LOAD_RETRY = { attempts: 5, delayMs: 1000 } as const;

/** What became of a change: the cart the API answered, or its refusal (null: it could not be asked). */
export type CartOutcome = { ok: true; cart: Cart } | { ok: false; refusal: Refusal | null };

export interface CartEngine {
  /**
   * Loads the cart the cookie names, or copies the lines of the one `?action=cart#<id>` names into
   * it (and opens the panel); false when it had started before.
   */
  start(): boolean;
  /** Fetches the cart again, as the cookie names it (after a failed load, a market change). */
  load(): Promise<void>;
  /** Forgets the cart and its cookie and fetches a new, empty one. */
  reset(): Promise<void>;
  /** Puts units in a line; a rental's line is one machine held for `rentalPeriod` instead. */
  add(item: {
    skuId: number;
    quantity: number;
    name: string;
    rentalPeriod?: RentalRequest;
  }): Promise<CartOutcome>;
  /** Sets a line's quantity; 0 removes it. */
  setQuantity(skuId: number, quantity: number): Promise<CartOutcome>;
  /** Sets the promo code; an empty one removes it. */
  setPromoCode(code: string): Promise<CartOutcome>;
  /** Sets the gift card; an empty code removes it. */
  setGiftCard(code: string): Promise<CartOutcome>;
  /** What a refusal (null: the API could not be asked) says to the shopper. */
  say(refusal: Refusal | null, change: 'add' | 'set'): string;
  /** Another tab's cart: taken as it is when it was priced as this tab would, else fetched again. */
  receive(message: Extract<TabMessage, { type: 'cart' }>): void;
}

const engines = new WeakMap<ShopStore, CartEngine>();

/** The page's cart engine: one per store, created when the cart's code first loads. */
export function cartEngine(store: ShopStore): CartEngine {
  let engine = engines.get(store);
  if (!engine) {
    engine = createCartEngine(store);
    engines.set(store, engine);
  }
  return engine;
}

class LostCart extends Error {}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function createCartEngine(store: ShopStore): CartEngine {
  const state = () => store.getState();
  let started = false;
  let nextChangeId = 1;
  // Changes go to the API one at a time, in the order made, so that answers arrive in that order.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  /** On checkout routes the cart is priced in the checkout market and may carry its shipping fee. */
  function where() {
    const { locale, market, checkoutMarket, marketInPath } = state();
    const route = routeOfPathname(window.location.pathname, { locale, market, marketInPath });
    const checkout = route?.name.includes('checkout') ?? false;
    return { checkout, market: checkout ? checkoutMarket : market };
  }

  const api = browserClient(() => ({
    apiKey: state().cartSetup.apiKey,
    market: where().market,
    locale: state().locale,
  }));

  /** Takes the API's answer as the cart, keeps its id for a year, and tells the other tabs. */
  function keep(cart: Cart, tellTabs: boolean) {
    setBrowserCookie(COOKIES.cart, cart.id);
    store.setState({ cart, cartStatus: 'ready' });
    if (tellTabs)
      postToTabs({ type: 'cart', id: cart.id, locale: state().locale, market: where().market, cart });
  }

  /** getCart, asked again a second later when it fails, five times in all; an empty id creates a cart. */
  async function fetchCart(id: string): Promise<Cart> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { getCart } = await api.query(GetCartQuery, {
          id,
          allowExternalShippingFee: where().checkout,
        });
        return getCart;
      } catch (error) {
        if (refusalCodesOf(error)?.some((code) => LOST_CART.has(code))) throw new LostCart();
        if (attempt >= CART_LOAD_RETRY.attempts) throw error;
        await wait(CART_LOAD_RETRY.delayMs);
      }
    }
  }

  async function resetNow() {
    setBrowserCookie(COOKIES.cart, '', 0);
    store.setState({ cart: null, cartChanges: [], cartStatus: 'loading' });
    keep(await fetchCart(''), true);
  }

  async function loadNow(id: string | undefined, tellTabs: boolean) {
    if (!id) {
      if (!state().cart) store.setState({ cartStatus: 'absent' });
      return;
    }
    if (!state().cart) store.setState({ cartStatus: 'loading' });
    try {
      keep(await fetchCart(id), tellTabs);
    } catch (error) {
      if (error instanceof LostCart) return resetNow();
      store.setState({ cartStatus: 'failed' });
    }
  }

  /**
   * A shared cart (`?action=cart#<id>`): its lines are copied into this browser's own cart, or a new
   * one when it has none (or its own is gone); the sender's cart never becomes this browser's, so
   * neither sees the other's checkout (ADR 27). A shared cart that cannot be copied leaves the own one.
   */
  async function copySharedNow(from: string) {
    const own = state().cart?.id ?? readBrowserCookie(COOKIES.cart) ?? '';
    if (from === own) return loadNow(own, false);
    const copy = async (id: string) => {
      const answer = await api.mutate(AddCartLinesFromMutation, {
        id,
        fromCartId: from,
        allowExternalShippingFee: where().checkout,
      });
      return answer.addCartLinesFrom;
    };
    if (!state().cart) store.setState({ cartStatus: 'loading' });
    try {
      keep(await copy(own).catch((error) => (own ? copy('') : Promise.reject(error))), true);
    } catch (error) {
      console.error('The shared cart could not be copied', error);
      await loadNow(own || undefined, false);
    }
  }

  const copyShared = (from: string) =>
    inTurn(() => copySharedNow(from).catch(() => store.setState({ cartStatus: 'failed' })));

  const load = (id = readBrowserCookie(COOKIES.cart), tellTabs = false) =>
    inTurn(() => loadNow(id, tellTabs).catch(() => store.setState({ cartStatus: 'failed' })));

  /** The cart's id, creating a cart the first time something is put in one. */
  async function cartId(): Promise<string> {
    const known = state().cart?.id ?? readBrowserCookie(COOKIES.cart);
    if (known) return known;
    const cart = await fetchCart('');
    keep(cart, false);
    return cart.id;
  }

  /** Runs a change on the cart; a cart the API no longer has is replaced by a new one, once. */
  async function change(run: (id: string) => Promise<Cart>): Promise<CartOutcome> {
    const attempt = async () => asMutationResult(async () => run(await cartId()), CART_PROBLEMS);
    let result = await attempt();
    if (!result.ok && result.formError && LOST_CART.has(result.formError)) {
      await resetNow().catch(() => undefined);
      result = await attempt();
    }
    if (result.ok) {
      keep(result.data, true);
      return { ok: true, cart: result.data };
    }
    const problem = Object.values(result.fieldErrors)[0];
    return { ok: false, refusal: problem ? { problem, details: result.details } : null };
  }

  /**
   * A line change shows at once (the line's quantity and the count) and is sent in turn. When the
   * API refuses it, it is dropped and the line shows the API's last answer again.
   */
  function changeLine(line: Omit<CartChange, 'id'>, run: (id: string) => Promise<Cart>) {
    const pending: CartChange = { ...line, id: nextChangeId++ };
    store.setState({ cartChanges: [...state().cartChanges, pending] });
    return inTurn(() => change(run)).finally(() =>
      store.setState({ cartChanges: state().cartChanges.filter((c) => c.id !== pending.id) }),
    );
  }

  /** Units put in or taken out of a line, as the API's answers before and after tell it. */
  let linesBefore = new Map<number, CartLine>();
  store.subscribe((now, before) => {
    if (now.cart !== before.cart && before.cart)
      linesBefore = new Map(before.cart.items.map((l) => [l.skuId, l]));
  });
  function reportChange(skuId: number, cart: Cart) {
    const before = linesBefore.get(skuId);
    const after = cart.items.find((l) => l.skuId === skuId);
    const change = (after?.quantity ?? 0) - (before?.quantity ?? 0);
    const line = after ?? before;
    if (!line || change === 0) return;
    state().emit(change > 0 ? 'cart:add' : 'cart:remove', { item: cartLineItem(line, Math.abs(change)) });
  }

  // A cart is priced in its market: another market means asking for it again.
  store.subscribe((now, before) => {
    if (now.cart && (now.market !== before.market || now.checkoutMarket !== before.checkoutMarket)) load();
  });

  return {
    start() {
      if (started) return false;
      started = true;
      const url = new URL(window.location.href);
      // A malformed escape in the id (`#%E2%82`) names no cart: the own one loads.
      const shared =
        url.searchParams.get('action') === 'cart' ? (percentDecode(url.hash.slice(1)) ?? '') : '';
      if (!shared) {
        load();
        return true;
      }
      // The address has done its work: a reload should not load it again over later changes.
      url.searchParams.delete('action');
      url.hash = '';
      window.history.replaceState(window.history.state, '', url);
      copyShared(shared).then(() => {
        if (state().cart && !where().checkout) state().openCartPanel();
      });
      return true;
    },
    load: () => load(),
    reset: () => inTurn(() => resetNow().catch(() => store.setState({ cartStatus: 'failed' }))),
    async add({ skuId, quantity, name, rentalPeriod }) {
      // A rental's line holds one machine for its days: adding it again changes the days.
      const kind = rentalPeriod ? 'set' : 'add';
      const outcome = await changeLine({ skuId, kind, quantity }, async (id) => {
        const answer = await api.mutate(AddToCartMutation, {
          id,
          item: { skuId, quantity, ...(rentalPeriod ? { rentalPeriod } : {}) },
          allowExternalShippingFee: where().checkout,
        });
        return answer.addToCart;
      });
      if (outcome.ok) {
        const line = outcome.cart.items.find((l) => l.skuId === skuId);
        if (line) state().emit('cart:add', { item: cartLineItem(line, quantity) });
        const { texts } = state().cartSetup;
        state().showToast(fillMessage(texts.added, { name }), 'success', {
          label: texts.showCart,
          run: () => state().openCartPanel(),
        });
      }
      return outcome;
    },
    async setQuantity(skuId, quantity) {
      const outcome = await changeLine({ skuId, kind: 'set', quantity }, async (id) => {
        const answer = await api.mutate(UpdateCartItemMutation, {
          id,
          item: { skuId, quantity },
          allowExternalShippingFee: where().checkout,
        });
        return answer.updateCartItem;
      });
      if (outcome.ok) reportChange(skuId, outcome.cart);
      return outcome;
    },
    setPromoCode(promoCode) {
      return inTurn(() =>
        change(async (id) => {
          const answer = await api.mutate(SetCartPromoCodeMutation, { id, promoCode });
          return answer.setCartPromoCode;
        }),
      );
    },
    setGiftCard(giftCardCode) {
      return inTurn(() =>
        change(async (id) => {
          const answer = await api.mutate(SetCartGiftCardMutation, {
            id,
            giftCardCode,
            allowExternalShippingFee: where().checkout,
          });
          return answer.setCartGiftCard;
        }),
      );
    },
    say(refusal, kind) {
      const { texts } = state().cartSetup;
      return refusal ? refusalText(texts, refusal, kind) : texts.failed;
    },
    receive(message) {
      started = true;
      const sameView = message.locale === state().locale && message.market === where().market;
      if (message.cart && sameView) store.setState({ cart: message.cart, cartStatus: 'ready' });
      else load(message.id);
    },
  };
}
