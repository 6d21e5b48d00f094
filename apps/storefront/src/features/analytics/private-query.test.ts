import { describe, expect, it } from 'vitest';
import { KEPT_KEYS_PREFIX, SCRUB_ADDRESS_SCRIPT } from './private-query';

/** A tab's session storage, and how the tab came to the page (a link, or a reload). */
function tab(navigation: 'navigate' | 'reload' = 'navigate', kept = new Map<string, string>()) {
  return {
    kept,
    sessionStorage: { getItem: (key: string) => kept.get(key) ?? null, setItem: kept.set.bind(kept) },
    performance: { getEntriesByType: () => [{ type: navigation }] },
  };
}

/** Runs the page's first script at `href`: the address it leaves in the bar, and where it went instead. */
function run(href: string, inTab = tab()): { address: string; replacedBy?: string } {
  let address = href;
  let replacedBy: string | undefined;
  const history = {
    state: { kept: true },
    replaceState(state: unknown, _title: string, url: string) {
      expect(state).toEqual({ kept: true });
      address = new URL(url, href).href;
    },
  };
  const location = { href, replace: (url: string) => (replacedBy = new URL(url, href).href) };
  new Function('location', 'history', 'sessionStorage', 'performance', SCRUB_ADDRESS_SCRIPT)(
    location,
    history,
    inTab.sessionStorage,
    inTab.performance,
  );
  return { address, replacedBy };
}

const scrubbed = (href: string) => run(href).address;

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

  it('loads the page with its keys again on a reload of the same tab, and only then', () => {
    const page = 'https://shop.example/en/checkout/confirm';
    const first = tab();
    run(`${page}?id=0b5f&paymentType=STANDARD&cartId=c1`, first);
    expect([...first.kept]).toEqual([[`${KEPT_KEYS_PREFIX}/en/checkout/confirm`, 'id=0b5f&cartId=c1']]);

    const reloaded = run(`${page}?paymentType=STANDARD`, tab('reload', first.kept));
    expect(reloaded.replacedBy).toBe(`${page}?paymentType=STANDARD&id=0b5f&cartId=c1`);
    expect(run(`${page}?paymentType=STANDARD`, tab('navigate', first.kept)).replacedBy).toBeUndefined();
    expect(run('https://shop.example/en/account', tab('reload', first.kept)).replacedBy).toBeUndefined();
  });

  it('still clears the address where the tab keeps nothing', () => {
    const noStorage = { ...tab(), sessionStorage: undefined as never };
    expect(run('https://shop.example/account?loginToken=abc', noStorage).address).toBe(
      'https://shop.example/account',
    );
  });
});
