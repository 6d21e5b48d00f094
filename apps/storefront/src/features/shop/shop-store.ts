import { createStore } from 'zustand/vanilla';
import { type CustomerType, TIMING, type Viewport } from '@/lib/config';
import type { WordedPaths } from '@/lib/routing/language-paths';
import type { LinkTarget } from '@/lib/routing/locale-prefix';
import type { Locale } from '@/lib/routing/locales';

/**
 * The cart's data, typed by the cart's model (`declare module '@/features/shop/shop-store'` there),
 * as the API's modules declare their fields on its request context: the store only holds it, so the
 * kernel imports no feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the cart's model fills it in.
export interface CartShapes {}
type CartShape<K extends string> = CartShapes extends Record<K, infer T> ? T : never;
/** The cart as the API answered it. */
export type StoredCart = CartShape<'cart'>;
type CartChange = CartShape<'change'>;

export interface MarketOption {
  alias: string;
  country: string;
  /** ISO 3166 code of the market's country: the country of every checkout address. */
  countryCode: string;
  currency: string;
  /** Markets with one key are offered together (Nordic, Europe). */
  groupKey: string;
  /** Offered only as a country of the checkout, never as a market to browse. */
  onlyDisplayInCheckout: boolean;
  /** A market of the platform's own, chosen by no shopper. */
  virtual: boolean;
  /** The languages the market's pages are shown in; the first one its own. */
  locales: Locale[];
  defaultLocale: Locale;
}

export interface Toast {
  id: number;
  message: string;
  placement: 'top-right';
  mode: 'info' | 'success' | 'error';
  /** A button beside the message, such as the 'added' notification's way to the cart. */
  action?: { label: string; run: () => void };
}

/** What the cart's code needs in the browser: the same-origin API's public key, and its texts. */
export interface CartSetup {
  apiKey: string;
  checkoutHref: string;
  texts: CartShape<'texts'>;
}

/**
 * absent: no cart cookie, nothing to fetch; loading; ready; failed: five attempts a second apart
 * did not fetch it.
 */
export type CartStatus = 'absent' | 'loading' | 'ready' | 'failed';

export interface ShopState {
  locale: Locale;
  market: string;
  checkoutMarket: string;
  marketInPath: boolean;
  /** Where links to a language start when not at its prefix: its own domain's (ADR 71). */
  bases?: LinkTarget['bases'];
  markets: MarketOption[];
  /** The paths of the routes worded per language, for the page's address in another language. */
  wordedPaths: WordedPaths;
  customerType: CustomerType;
  toast: Toast | null;
  viewport: Viewport;
  cartSetup: CartSetup;
  /** The API's last answer; the cart's code (loaded on first use) keeps it. */
  cart: StoredCart | null;
  /** Line changes sent and not yet answered, shown ahead of the answer. */
  cartChanges: CartChange[];
  cartStatus: CartStatus;
  cartPanelOpen: boolean;
  /** The shopper's favorite product ids, oldest first; null until the favorites' code has read them. */
  favorites: number[] | null;
}

export interface ShopActions {
  setCustomerType(type: CustomerType): void;
  setMarket(alias: string): void;
  /** The market of the checkout alone (its country, currency and ways to ship and pay). */
  setCheckoutMarket(alias: string): void;
  showToast(message: string, mode?: Toast['mode'], action?: Toast['action']): void;
  hideToast(): void;
  /** Announces a shop event on the window, for analytics tags to pick up. */
  emit(type: string, data?: unknown): void;
  setViewport(viewport: Viewport): void;
  openCartPanel(): void;
  closeCartPanel(): void;
}

type CartState = 'cart' | 'cartChanges' | 'cartStatus' | 'cartPanelOpen' | 'favorites';

export type ShopStore = ReturnType<typeof createShopStore>;

/** Whether a market is the channel's; when not, the original's warning. */
function isKnownMarket(markets: MarketOption[], alias: string): boolean {
  if (markets.some((m) => m.alias === alias)) return true;
  console.warn(`Market with alias ${alias} not available in markets array`);
  return false;
}

/** The client's shared state: one store per page load, created from what the server rendered. */
export function createShopStore(initial: Omit<ShopState, 'toast' | CartState>) {
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  return createStore<ShopState & ShopActions>()((set, get) => ({
    ...initial,
    toast: null,
    cart: null,
    cartChanges: [],
    cartStatus: 'absent',
    cartPanelOpen: false,
    favorites: null,
    setCustomerType(customerType) {
      if (customerType === get().customerType) return;
      set({ customerType });
      get().emit('customer-type:change', { customerType });
    },
    setMarket(alias) {
      if (isKnownMarket(get().markets, alias)) set({ market: alias, checkoutMarket: alias });
    },
    setCheckoutMarket(alias) {
      if (isKnownMarket(get().markets, alias)) set({ checkoutMarket: alias });
    },
    showToast(message, mode = 'info', action) {
      // A new message replaces the one showing.
      clearTimeout(toastTimer);
      set({ toast: { id: Date.now(), message, mode, placement: 'top-right', action } });
      toastTimer = setTimeout(() => set({ toast: null }), TIMING.toastMs);
    },
    hideToast() {
      clearTimeout(toastTimer);
      set({ toast: null });
    },
    emit(type, data) {
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(type, { detail: data }));
    },
    setViewport(viewport) {
      set({ viewport });
    },
    openCartPanel() {
      set({ cartPanelOpen: true });
    },
    closeCartPanel() {
      set({ cartPanelOpen: false });
    },
  }));
}
