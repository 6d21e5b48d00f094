import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartSetup, createShopStore } from './shop-store';

const markets = [
  {
    alias: 'se',
    country: 'Sverige',
    countryCode: 'SE',
    currency: 'SEK',
    groupKey: 'nordic',
    onlyDisplayInCheckout: false,
    virtual: false,
    locales: ['sv' as const],
    defaultLocale: 'sv' as const,
  },
  {
    alias: 'fi',
    country: 'Finland',
    countryCode: 'FI',
    currency: 'EUR',
    groupKey: 'nordic',
    onlyDisplayInCheckout: false,
    virtual: false,
    locales: ['sv' as const],
    defaultLocale: 'sv' as const,
  },
];
const store = () =>
  createShopStore({
    locale: 'sv',
    market: 'se',
    checkoutMarket: 'se',
    marketInPath: false,
    markets,
    wordedPaths: [],
    customerType: 'PERSON',
    viewport: 'desktop',
    cartSetup: { apiKey: 'key', checkoutHref: '/kassan', texts: {} as CartSetup['texts'] },
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('shop store', () => {
  it('switches the customer type and announces the change once', () => {
    const s = store();
    const heard: unknown[] = [];
    const target = new EventTarget();
    target.addEventListener('customer-type:change', (event) => heard.push((event as CustomEvent).detail));
    vi.stubGlobal('window', target);
    s.getState().setCustomerType('ORGANIZATION');
    s.getState().setCustomerType('ORGANIZATION');
    vi.unstubAllGlobals();
    expect(s.getState().customerType).toBe('ORGANIZATION');
    expect(heard).toEqual([{ customerType: 'ORGANIZATION' }]);
  });

  it('sets current and checkout market, and refuses an unknown one with the original message', () => {
    const s = store();
    s.getState().setMarket('fi');
    expect(s.getState()).toMatchObject({ market: 'fi', checkoutMarket: 'fi' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.getState().setMarket('xx');
    expect(warn).toHaveBeenCalledWith('Market with alias xx not available in markets array');
    expect(s.getState().market).toBe('fi');
  });

  it('replaces a toast with the next and hides it after 5 s', () => {
    const s = store();
    s.getState().showToast('one');
    vi.advanceTimersByTime(4000);
    s.getState().showToast('two');
    vi.advanceTimersByTime(4000);
    expect(s.getState().toast?.message).toBe('two');
    vi.advanceTimersByTime(1000);
    expect(s.getState().toast).toBeNull();
  });

  it('shows a toast top right and hides it 5 s later, not a millisecond before, or when closed', () => {
    const s = store();
    s.getState().showToast('Tillagd i varukorgen');
    expect(s.getState().toast).toMatchObject({
      message: 'Tillagd i varukorgen',
      placement: 'top-right',
      mode: 'info',
    });
    vi.advanceTimersByTime(4999);
    expect(s.getState().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(s.getState().toast).toBeNull();

    s.getState().showToast('Tillagd igen', 'success');
    s.getState().hideToast();
    expect(s.getState().toast).toBeNull();
  });
});
