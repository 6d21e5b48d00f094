import { describe, expect, it } from 'vitest';
import { orderRedirectHref } from './order-redirect';

const CONFIRM = '/checkout/confirm?id=5f0c6c1e-2a51-4c35-9f65-0d0b1c5e6a11&paymentType=STANDARD&cartId=abc';

describe('the address placeOrder sends the shopper to', () => {
  it('is the confirmation in the page language, with its query', () => {
    const sv = orderRedirectHref({ locale: 'sv', market: 'se', marketInPath: false }, CONFIRM);
    expect(sv).toBe(CONFIRM);
    const en = orderRedirectHref({ locale: 'en', market: 'eu', marketInPath: false }, CONFIRM);
    expect(en).toBe(`/en${CONFIRM}`);
    const inPath = orderRedirectHref({ locale: 'fi', market: 'fi', marketInPath: true }, CONFIRM);
    expect(inPath).toBe(`/fi/fi${CONFIRM}`);
  });

  it('is the provider-failure page it names', () => {
    expect(
      orderRedirectHref(
        { locale: 'da', market: 'dk', marketInPath: false },
        '/checkout/invoice-fail?error=OutOfStock',
      ),
    ).toBe('/da/checkout/invoice-fail?error=OutOfStock');
  });

  it('is nothing for another site or another page of the shop', () => {
    const target = { locale: 'sv', market: 'se', marketInPath: false } as const;
    expect(orderRedirectHref(target, 'https://evil.example/checkout/confirm')).toBeNull();
    expect(orderRedirectHref(target, '//evil.example/checkout/confirm')).toBeNull();
    expect(orderRedirectHref(target, '/\\evil.example/checkout/confirm')).toBeNull();
    expect(orderRedirectHref(target, '/kassan')).toBeNull();
    expect(orderRedirectHref(target, null)).toBeNull();
  });
});
