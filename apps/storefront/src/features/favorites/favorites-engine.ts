import { AUTH_EVENT, signedInHere } from '@/features/shop/auth-signal';
import type { ShopStore } from '@/features/shop/shop-store';
import { postToTabs, type TabMessage, tabChannel } from '@/features/shop/tab-channel';
import { COOKIES, readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import { favoritesFullText, saveFavorite } from './favorite-actions';
import type { FavoriteDetail } from './favorite-button';
import {
  favoritesIn,
  parsePersistedState,
  printPersistedState,
  productIdOf,
  toggleFavorite,
} from './favorites-list';

export interface FavoritesEngine {
  /** Presses the shopper's hearts and takes their presses; once per page. */
  start(): void;
  /** Another tab's list (the cookie already holds it). */
  receive(favorites: number[]): void;
  /** The account's list as the favorites page found it. */
  adopt(favorites: number[]): void;
}

const HEART = 'button[data-favorite]';

const persisted = () => parsePersistedState(readBrowserCookie(COOKIES.persistedState));

/** The product a heart names, from the details the server wrote on it. */
function detailOf(button: Element): FavoriteDetail | null {
  try {
    const detail = JSON.parse(button.getAttribute('data-favorite') ?? '') as FavoriteDetail;
    return productIdOf(detail?.productId) === null ? null : detail;
  } catch {
    return null;
  }
}

function createEngine(store: ShopStore): FavoritesEngine {
  let started = false;
  let shown: number[] = [];
  // Answers of the API that arrive after a newer press are not shown.
  let presses = 0;

  /** Every heart of the page pressed or not, and the header's count. */
  function paint() {
    const favorites = new Set(shown);
    for (const button of document.querySelectorAll(HEART)) {
      const id = detailOf(button)?.productId;
      const pressed = String(id !== undefined && favorites.has(id));
      if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
    }
    const count = shown.length > 0 ? String(shown.length) : '';
    for (const badge of document.querySelectorAll('[data-favorites-count]')) {
      if (badge.textContent !== count) badge.textContent = count;
    }
  }

  function show(favorites: number[]) {
    shown = favorites;
    if (store.getState().favorites?.join() !== favorites.join()) store.setState({ favorites });
    paint();
  }

  /** The list changed here: the cookie, this page and the other tabs. */
  function keep(favorites: number[]) {
    setBrowserCookie(COOKIES.persistedState, printPersistedState(persisted(), favorites));
    show(favorites);
    postToTabs({ type: 'favorites', favorites });
  }

  async function press(button: Element) {
    const detail = detailOf(button);
    if (!detail) return;
    // Another tab may have changed the list since this one showed it.
    const before = favoritesIn(persisted());
    const toggled = toggleFavorite(before, detail.productId);
    const { showToast, emit, cartSetup } = store.getState();
    if (!toggled.ok) {
      showToast(await favoritesFullText(), 'error');
      return;
    }
    keep(toggled.favorites);
    const press = ++presses;
    if (signedInHere()) {
      const saved = await saveFavorite(detail.productId, toggled.added).catch(() => null);
      if (press !== presses) return;
      if (!saved?.ok) {
        keep(before);
        showToast(saved?.message ?? cartSetup.texts.failed, 'error');
        return;
      }
      if (saved.favorites) keep(saved.favorites);
    }
    emit(toggled.added ? 'favorite:add' : 'favorite:remove', detail);
  }

  return {
    start() {
      if (started) return;
      started = true;
      show(favoritesIn(persisted()));
      // Before React's own handling of the form: pressing the heart posts nothing.
      window.addEventListener(
        'click',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest(HEART) : null;
          if (!button) return;
          event.preventDefault();
          void press(button);
        },
        true,
      );
      // Hearts that arrive later (another page, a list rendered on request) are pressed too.
      new MutationObserver(paint).observe(document.body, { childList: true, subtree: true });
      const reread = () => show(favoritesIn(persisted()));
      // A sign-in joins the guest's list to the account's, a sign-out empties it: both in the cookie.
      window.addEventListener(AUTH_EVENT, reread);
      tabChannel().addEventListener('message', ({ data }: MessageEvent<TabMessage>) => {
        if (data.type === 'auth') reread();
      });
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') reread();
      });
    },
    receive(favorites) {
      show(favoritesIn({ favorites }));
    },
    adopt(favorites) {
      if (favorites.join() !== shown.join()) keep(favoritesIn({ favorites }));
    },
  };
}

const engines = new WeakMap<ShopStore, FavoritesEngine>();

export function favoritesEngine(store: ShopStore): FavoritesEngine {
  let engine = engines.get(store);
  if (!engine) {
    engine = createEngine(store);
    engines.set(store, engine);
  }
  return engine;
}
