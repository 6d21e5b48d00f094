import type { Locale } from '@/lib/routing/locales';
import type { StoredCart } from './shop-store';

/** Messages between tabs of the same browser; the receiving tab overwrites its own copy. */
export type TabMessage =
  | { type: 'market'; alias: string }
  | { type: 'checkout-market'; alias: string }
  /** The cart as the API answered the sending tab, in that tab's language and market. */
  | { type: 'cart'; id: string; locale: Locale; market: string; cart: StoredCart | null }
  | { type: 'auth'; signedIn: boolean }
  /** The favorites after a heart was pressed (the cookie, shared by the tabs, already holds them). */
  | { type: 'favorites'; favorites: number[] };

const TAB_CHANNEL = 'maskinbutiken';
let channel: BroadcastChannel | null = null;

/**
 * The page's one channel to the shop's other tabs. Every part of the page posts and listens on
 * this one, for a channel never hears its own messages but would hear a second one of the page.
 */
export function tabChannel(): BroadcastChannel {
  channel ??= new BroadcastChannel(TAB_CHANNEL);
  return channel;
}

export function postToTabs(message: TabMessage) {
  tabChannel().postMessage(message);
}
