import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartSetup, createShopStore } from '@/features/shop/shop-store';
import { cartEngine } from './cart-engine';

// The other tabs hear nothing: no channel is opened in the test.
vi.mock('@/features/shop/tab-channel', () => ({ postToTabs: () => {} }));

const store = () =>
  createShopStore({
    locale: 'sv',
    market: 'se',
    checkoutMarket: 'se',
    marketInPath: false,
    markets: [],
    wordedPaths: [],
    customerType: 'PERSON',
    viewport: 'desktop',
    cartSetup: { apiKey: 'key', checkoutHref: '/kassan', texts: {} as CartSetup['texts'] },
  });

/** When each getCart reached the API, in ms after the load began; the answers given in turn. */
let asked: number[];
let written: string[];
function api(answers: Response[]) {
  const start = Date.now();
  vi.stubGlobal('fetch', async () => {
    asked.push(Date.now() - start);
    return answers.shift() ?? new Response('unavailable', { status: 503 });
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  written = [];
  vi.stubGlobal('window', { location: new URL('http://localhost/') });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
    get cookie() {
      return 'mb-cart=cart-1';
    },
  });
  // Without hashing (as outside a secure context) each attempt is one request with the full query.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis.crypto, 'subtle');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loading the cart the cookie names', () => {
  it('asks five times in all, exactly a second apart, then says it failed', async () => {
    const shop = store();
    api([]);
    const loading = cartEngine(shop).load();
    await vi.runAllTimersAsync();
    await loading;
    expect(asked).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(shop.getState().cartStatus).toBe('failed');
  });

  it('takes the cart of a later attempt and keeps its id in a cookie for 365 days', async () => {
    const shop = store();
    const cart = { id: 'cart-1', items: [] };
    api([
      new Response('unavailable', { status: 503 }),
      new Response('unavailable', { status: 503 }),
      Response.json({ data: { getCart: cart } }),
    ]);
    const loading = cartEngine(shop).load();
    await vi.runAllTimersAsync();
    await loading;
    expect(asked).toEqual([0, 1000, 2000]);
    expect(shop.getState()).toMatchObject({ cartStatus: 'ready', cart });
    expect(written).toEqual(['mb-cart=cart-1; path=/; max-age=31536000; samesite=lax']);
  });
});
