import { ANALYTICS_ATTRIBUTES as A, type ShopItem } from '@/lib/analytics-markup';
import { CONSENT_PANEL_ID } from '@/lib/consent-panel-id';
import { tagManagerScript } from '@/lib/tag-manager';
import {
  addToCart,
  addToWishlist,
  beginCheckout,
  createDataLayerWriter,
  type DataLayerEvent,
  type PageImpression,
  pageView,
  removeFromCart,
  selectItem,
  viewItem,
} from './data-layer';
import type { ShopEventType } from './shop-events';
import { favoriteItem } from './shop-items';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Orders whose purchase was sent from this browser: a reload of the confirmation sends none. */
const SENT_KEY = 'mb-analytics-purchases';
const SENT_KEPT = 20;

export interface Tracker {
  page(impression: PageImpression): void;
  shopEvent(type: ShopEventType, detail: unknown): void;
  stop(): void;
}

function readJson<T>(element: Element | null, attribute: string): T | null {
  try {
    return element ? (JSON.parse(element.getAttribute(attribute) ?? '') as T) : null;
  } catch {
    return null;
  }
}

const itemsOf = (detail: unknown): ShopItem[] =>
  Array.isArray((detail as { items?: unknown })?.items) ? (detail as { items: ShopItem[] }).items : [];
const itemOf = (detail: unknown): ShopItem | null => (detail as { item?: ShopItem } | null)?.item ?? null;

function sentBefore(id: string): boolean {
  try {
    const sent: unknown = JSON.parse(localStorage.getItem(SENT_KEY) ?? '[]');
    const list = Array.isArray(sent) ? sent.filter((s) => typeof s === 'string') : [];
    if (list.includes(id)) return true;
    localStorage.setItem(SENT_KEY, JSON.stringify([...list, id].slice(-SENT_KEPT)));
    return false;
  } catch {
    return false;
  }
}

/** The tag manager's container, when one is configured: its script starts with the first page. */
function loadTagManager(layer: unknown[]) {
  const container = document.getElementById(CONSENT_PANEL_ID)?.dataset.tagManager;
  if (!container) return;
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScript(container);
  document.head.append(script);
}

/**
 * Reports to `window.dataLayer` from the moment the shopper allows statistics: the page shown
 * first, then its product (view_item), its order (purchase, once), the product cards as they come
 * into view (view_item_list, four at a time), a card's link pressed (select_item) and the shop's
 * events. What is gathered goes when the page is hidden or left.
 */
export function startTracker(first: PageImpression): Tracker {
  window.dataLayer ??= [];
  const layer = window.dataLayer;
  loadTagManager(layer);
  const writer = createDataLayerWriter((event) => layer.push(event));

  function listed(card: Element): ShopItem | null {
    const item = readJson<ShopItem>(card, A.item);
    if (!item) return null;
    const list = card.closest(`[${A.list}]`);
    return {
      ...item,
      list: list?.getAttribute(A.list) ?? null,
      index: list ? [...list.querySelectorAll(`[${A.item}]`)].indexOf(card) : null,
    };
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const item = listed(entry.target);
        if (item) writer.impression(item);
      }
    },
    { threshold: 0.5 },
  );
  const watched = new WeakSet<Element>();
  function watchCards() {
    for (const card of document.querySelectorAll(`[${A.item}]`)) {
      if (watched.has(card)) continue;
      watched.add(card);
      observer.observe(card);
    }
  }
  // Cards an island renders later (recently viewed) or a client navigation brings.
  const mutations = new MutationObserver(watchCards);

  function pageContent() {
    const detail = readJson<ShopItem>(document.querySelector(`[${A.detail}]`), A.detail);
    if (detail) writer.track(viewItem(detail));
    const order = readJson<DataLayerEvent>(document.querySelector(`[${A.purchase}]`), A.purchase);
    const id = (order?.ecommerce as { transaction_id?: unknown } | undefined)?.transaction_id;
    if (order && typeof id === 'string' && !sentBefore(id)) writer.track(order);
    watchCards();
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const card = target?.closest?.(`[${A.item}]`);
    if (!card || !target?.closest('a')) return;
    const item = listed(card);
    if (item) writer.track(selectItem(item));
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') writer.flush();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', writer.flush);
  mutations.observe(document.body, { childList: true, subtree: true });

  writer.track(pageView(first, true));
  pageContent();

  return {
    page(impression) {
      writer.track(pageView(impression, false));
      pageContent();
    },
    shopEvent(type, detail) {
      const item = itemOf(detail);
      const favorite = type === 'favorite:add' ? favoriteItem(detail) : null;
      const items = itemsOf(detail);
      const event =
        type === 'cart:add' && item
          ? addToCart(item)
          : type === 'cart:remove' && item
            ? removeFromCart(item)
            : favorite
              ? addToWishlist(favorite)
              : type === 'checkout:impression' && items.length > 0
                ? beginCheckout(items)
                : null;
      if (event) writer.track(event);
    },
    stop() {
      writer.flush();
      observer.disconnect();
      mutations.disconnect();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', writer.flush);
    },
  };
}
