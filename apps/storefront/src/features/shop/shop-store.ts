import { createStore } from 'zustand/vanilla';
import { type CustomerType, TIMING, type Viewport } from '@/lib/config';
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

export interface ShopState {
  locale: Locale;
  market: string;
  checkoutMarket: string;
  marketInPath: boolean;
  markets: MarketOption[];
  customerType: CustomerType;
  toast: Toast | null;
  viewport: Viewport;
}

export interface ShopActions {
  setCustomerType(type: CustomerType): void;
  setMarket(alias: string): void;
  showToast(message: string, mode?: Toast['mode']): void;
  hideToast(): void;
  /** Announces a shop event on the window, for analytics tags to pick up. */
  emit(type: string, data?: unknown): void;
  setViewport(viewport: Viewport): void;
}

export type ShopStore = ReturnType<typeof createShopStore>;

/** The client's shared state: one store per page load, created from what the server rendered. */
export function createShopStore(initial: Omit<ShopState, 'toast'>) {
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  return createStore<ShopState & ShopActions>()((set, get) => ({
    ...initial,
    toast: null,
    setCustomerType(customerType) {
      if (customerType === get().customerType) return;
      set({ customerType });
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
    emit(type, data) {
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(type, { detail: data }));
    },
    setViewport(viewport) {
      set({ viewport });
    },
  }));
}
