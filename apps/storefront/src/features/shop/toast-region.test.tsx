import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createShopStore, type ShopActions, type ShopState } from './shop-store';
import { ToastRegion } from './toast-region';

const shop = createShopStore({
  locale: 'sv',
  market: 'se',
  checkoutMarket: 'se',
  marketInPath: false,
  markets: [],
  wordedPaths: [],
  customerType: 'PERSON',
  viewport: 'desktop',
  cartSetup: { apiKey: 'key', checkoutHref: '/kassan', texts: {} as never },
});
vi.mock('./shop-provider', () => ({
  useShop: <T,>(select: (state: ShopState & ShopActions) => T) => select(shop.getState()),
}));

describe('the toast region', () => {
  it('shows the notification top right, announced, with a way to close it', () => {
    shop.getState().showToast('Tillagd i varukorgen');
    const html = renderToStaticMarkup(<ToastRegion closeLabel="Stäng" />);
    expect(html).toMatch(/^<div [^>]*data-placement="top-right" role="status" aria-live="polite"/);
    expect(html).toContain('Tillagd i varukorgen');
    expect(html).toContain('aria-label="Stäng"');
    shop.getState().hideToast();
  });

  it('is placed at the top right of the window', () => {
    const css = readFileSync(new URL('./toast-region.module.css', import.meta.url), 'utf8');
    const region = /^\.region \{([^}]*)\}/m.exec(css)?.[1] ?? '';
    expect(region).toMatch(/position: fixed;/);
    expect(region).toMatch(/\btop: /);
    expect(region).toMatch(/\bright: /);
    expect(region).not.toMatch(/\b(left|bottom): /);
  });
});
