import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopStore, currencyOf } from './shop-store';

const markets = [
  { alias: 'se', country: 'Sverige', currency: 'SEK', onlyDisplayInCheckout: false },
  { alias: 'fi', country: 'Finland', currency: 'EUR', onlyDisplayInCheckout: false },
];
const store = () =>
  createShopStore({
    locale: 'sv',
    market: 'se',
    checkoutMarket: 'se',
    marketInPath: false,
    markets,
    customerType: 'PERSON',
    viewport: 'desktop',
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('shop store', () => {
  it('switches VAT with the customer type and records the event', () => {
    const s = store();
    expect(s.getState().vatIncluded).toBe(true);
    s.getState().setCustomerType('ORGANIZATION');
    expect(s.getState().vatIncluded).toBe(false);
    expect(s.getState().events.at(-1)?.type).toBe('customer-type:change');
  });

  it('sets current and checkout market, and refuses an unknown one with the original message', () => {
    const s = store();
    s.getState().setMarket('fi');
    expect(s.getState()).toMatchObject({ market: 'fi', checkoutMarket: 'fi' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.getState().setMarket('xx');
    expect(warn).toHaveBeenCalledWith('Market with alias xx not available in markets array');
    expect(s.getState().market).toBe('fi');
    expect(currencyOf(markets, 'xx')).toBe('Currency not found for this market');
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

  it('opens a modal with name and frame and closes it clearing both', () => {
    const s = store();
    s.getState().openModal('market', 'checkout');
    expect(s.getState().modal).toEqual({ name: 'market', frame: 'checkout' });
    s.getState().closeModal();
    expect(s.getState().modal).toBeNull();
  });
});
