import { describe, expect, it } from 'vitest';
import { SCRUB_ADDRESS_SCRIPT } from './private-query';

/** Runs the page's first script at `href`: the address it leaves in the bar (as replaceState set it). */
function scrubbed(href: string): string {
  let address = href;
  const history = {
    state: { kept: true },
    replaceState(state: unknown, _title: string, url: string) {
      expect(state).toEqual({ kept: true });
      address = new URL(url, href).href;
    },
  };
  new Function('location', 'history', SCRUB_ADDRESS_SCRIPT)({ href }, history);
  return address;
}

describe('the script that clears secrets from the address', () => {
  it('takes staff sign-in tokens and reset keys out of any page, keeping the other keys and the hash', () => {
    expect(scrubbed('https://shop.example/account?loginToken=abc')).toBe('https://shop.example/account');
    expect(scrubbed('https://shop.example/en/account/reset-password?resetKey=k&utm_source=mail#top')).toBe(
      'https://shop.example/en/account/reset-password?utm_source=mail#top',
    );
  });

  it('takes the order and cart ids out of the order confirmation only', () => {
    expect(scrubbed('https://shop.example/en/checkout/confirm?id=0b5f&paymentType=STANDARD&cartId=c1')).toBe(
      'https://shop.example/en/checkout/confirm?paymentType=STANDARD',
    );
    expect(scrubbed('https://shop.example/c/motorsagar?id=3&cartId=x')).toBe(
      'https://shop.example/c/motorsagar?id=3&cartId=x',
    );
  });
});
