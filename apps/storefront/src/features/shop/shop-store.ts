import { createStore } from 'zustand/vanilla';
import { type CustomerType, TIMING, type Viewport, vatIncludedFor } from '@/lib/config';
import type { Locale } from '@/lib/routing/locales';

export interface MarketOption {
  alias: string;
  country: string;
  currency: string;
  onlyDisplayInCheckout: boolean;
}

export interface Toast {
  id: number;
  message: string;
  placement: 'top-right';
  mode: 'info' | 'success' | 'error';
}

export interface ShopEvent {
  type: string;
  data: unknown;
  timestamp: number;
}

export interface ShopState {
  locale: Locale;
  market: string;
  checkoutMarket: string;
  marketInPath: boolean;
  markets: MarketOption[];
  customerType: CustomerType;
  vatIncluded: boolean;
  toast: Toast | null;
  modal: { name: string; frame?: string } | null;
  events: ShopEvent[];
  online: boolean;
  viewport: Viewport;
}

export interface ShopActions {
  setCustomerType(type: CustomerType): void;
  setMarket(alias: string): void;
  showToast(message: string, mode?: Toast['mode']): void;
  hideToast(): void;
  openModal(name: string, frame?: string): void;
  closeModal(): void;
  emit(type: string, data?: unknown): void;
  setOnline(online: boolean): void;
  setViewport(viewport: Viewport): void;
}

export type ShopStore = ReturnType<typeof createShopStore>;

const KEPT_EVENTS = 50;

/** The client's shared state: one store per page load, created from what the server rendered. */
export function createShopStore(
  initial: Omit<ShopState, 'toast' | 'modal' | 'events' | 'online' | 'vatIncluded'>,
) {
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  return createStore<ShopState & ShopActions>()((set, get) => ({
    ...initial,
    vatIncluded: vatIncludedFor(initial.customerType),
    toast: null,
    modal: null,
    events: [],
    online: true,
    setCustomerType(customerType) {
      if (customerType === get().customerType) return;
      set({ customerType, vatIncluded: vatIncludedFor(customerType) });
      get().emit('customer-type:change', { customerType });
    },
    setMarket(alias) {
      if (!get().markets.some((m) => m.alias === alias)) {
        console.warn(`Market with alias ${alias} not available in markets array`);
        return;
      }
      set({ market: alias, checkoutMarket: alias });
    },
    showToast(message, mode = 'info') {
      // A new message replaces the one showing.
      clearTimeout(toastTimer);
      set({ toast: { id: Date.now(), message, mode, placement: 'top-right' } });
      toastTimer = setTimeout(() => set({ toast: null }), TIMING.toastMs);
    },
    hideToast() {
      clearTimeout(toastTimer);
      set({ toast: null });
    },
    openModal(name, frame) {
      set({ modal: { name, frame } });
    },
    closeModal() {
      set({ modal: null });
    },
    emit(type, data) {
      const event = { type, data, timestamp: Date.now() };
      set({ events: [...get().events, event].slice(-KEPT_EVENTS) });
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(type, { detail: data }));
    },
    setOnline(online) {
      set({ online });
    },
    setViewport(viewport) {
      set({ viewport });
    },
  }));
}

/** The currency shown for a market, or the original's message when the market is unknown. */
export function currencyOf(markets: MarketOption[], alias: string): string {
  return markets.find((m) => m.alias === alias)?.currency ?? 'Currency not found for this market';
}
