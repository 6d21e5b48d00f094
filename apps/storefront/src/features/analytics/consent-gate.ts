import { parseConsent } from '@/lib/consent';
import { COOKIES, readBrowserCookie } from '@/lib/cookies';
import type { PageImpression } from './data-layer';
import { SHOP_EVENTS, type ShopEventType } from './shop-events';
import type { Tracker } from './tracker';

/**
 * Nothing reaches the data layer, and no tag manager loads, until the shopper allows statistics.
 * Loaded with the page impressions (after the page shows); the tracker's code loads only then.
 * Shop events that come while it loads wait for it; events from before the consent are not kept.
 */
let tracker: Tracker | null = null;
let loading = false;
let latest: PageImpression | null = null;
let waiting: { type: ShopEventType; detail: unknown }[] = [];
let listening = false;

const statisticsAllowed = () => parseConsent(readBrowserCookie(COOKIES.consent))?.statistics === true;

function start() {
  if (loading || tracker || !latest) return;
  loading = true;
  void import('./tracker').then(({ startTracker }) => {
    loading = false;
    if (!statisticsAllowed() || !latest) return;
    tracker = startTracker(latest);
    for (const { type, detail } of waiting.splice(0)) tracker.shopEvent(type, detail);
  });
}

function listen() {
  if (listening) return;
  listening = true;
  for (const type of SHOP_EVENTS) {
    window.addEventListener(type, (event) => {
      const { detail } = event as CustomEvent<unknown>;
      if (tracker) tracker.shopEvent(type, detail);
      else if (loading) waiting.push({ type, detail });
    });
  }
  window.addEventListener('consent:change', () => {
    if (statisticsAllowed()) return start();
    tracker?.stop();
    tracker = null;
    waiting = [];
  });
}

/** A page is shown: reported when the shopper allows statistics (the first one starts the tracker). */
export function pageShown(impression: PageImpression) {
  listen();
  latest = impression;
  if (tracker) tracker.page(impression);
  else if (statisticsAllowed()) start();
}
