import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { matchRoute, pagePath, ROUTES, type RouteKey, routeName, routePath } from './route-table';

describe('matchRoute', () => {
  it.each([
    ['sv', '/', 'index'],
    ['sv', '/favoriter', 'favorites'],
    ['da', '/favoritter', 'favorites'],
    ['fi', '/suosikkeja', 'favorites'],
    ['sv', '/kassan', 'checkout'],
    ['en', '/checkout', 'checkout'],
    ['fi', '/kayttoohjeet', 'manuals'],
    ['da', '/nyheder', 'news'],
    ['nb', '/varemerker', 'brands'],
    ['sv', '/mina-sidor/ordrar', 'orders'],
    ['en', '/my-account/settings', 'settings'],
    ['fi', '/tilini/saldo', 'balance'],
    ['sv', '/checkout/confirm', 'checkoutConfirm'],
    ['sv', '/checkout/klarna-fail', 'checkoutFailure'],
    ['en', '/account/reset-password', 'resetPassword'],
    ['sv', '/p/gravare', 'product'],
    ['sv', '/p/a/b/gravare', 'product'],
    ['sv', '/c/byggmaskiner/minigravare', 'category'],
    ['sv', '/b/nordgrav', 'brand'],
    ['sv', '/dc/vinterklar', 'discountCampaign'],
    ['sv', '/s/gräsklippare', 'search'],
    ['sv', '/l/x/y/z', 'list'],
    ['sv', '/list', 'listVariant'],
    ['sv', '/list/nordgrav', 'listVariant'],
    ['sv', '/product/abc', 'productAlias'],
    ['sv', '/content/om-oss', 'content'],
    ['sv', '/content/preview/vinterforvaring', 'contentPreview'],
    ['en', '/content/preview/om-oss', 'contentPreview'],
    ['sv', '/content/preview', 'content'],
    ['sv', '/om-oss', 'contentAlias'],
    ['sv', '/404', 'notFound'],
    ['sv', '/preview-widgets', 'previewWidgets'],
  ] as const)('%s %s is %s', (locale, path, key) => {
    expect(matchRoute(path, locale)?.key).toBe(key);
  });

  it('matches no route for paths outside the table', () => {
    expect(matchRoute('/p/a/b/c/d', 'sv')).toBeNull();
    expect(matchRoute('/c/a/b/c', 'sv')).toBeNull();
    expect(matchRoute('/mina-sidor/ordrar/extra', 'sv')).toBeNull();
    // A Swedish path in English is only a content alias when it is one segment long.
    expect(matchRoute('/mina-sidor/ordrar', 'en')).toBeNull();
  });

  it('decodes parameters', () => {
    expect(matchRoute('/s/gr%C3%A4sklippare', 'sv')?.params).toEqual({ term: 'gräsklippare' });
    expect(matchRoute('/p/a/b', 'sv')?.params).toEqual({ path: ['a', 'b'] });
  });

  it('matches no route for a path with a malformed percent-escape', () => {
    for (const path of ['/s/%', '/s/%FF', '/p/%E2%82', '/en-route/%zz', '/c/ok/%']) {
      expect(matchRoute(path, 'en'), path).toBeNull();
    }
    expect(matchRoute('/s/%25', 'en')?.params).toEqual({ term: '%' });
  });

  it('matches no route for a path with a control character', () => {
    for (const path of ['/p/%00', '/c/a/%0A', '/s/a%7Fb', '/%1B'])
      expect(matchRoute(path, 'en'), path).toBeNull();
    expect(matchRoute('/s/%E2%82%AC', 'en')?.params).toEqual({ term: '€' });
  });
});

describe('routePath and pagePath', () => {
  it('round-trips every route in every language', () => {
    const params: Partial<Record<RouteKey, Record<string, string | string[]>>> = {
      checkoutFailure: { failure: 'klarna-fail' },
      product: { path: ['x'] },
      category: { path: ['a', 'b'] },
      brand: { path: ['b'] },
      discountCampaign: { path: ['d'] },
      search: { term: 'kedja' },
      list: { path: ['l'] },
      listVariant: { alias: 'x' },
      productAlias: { alias: 'x' },
      content: { alias: 'x' },
      contentPreview: { alias: 'x' },
      contentAlias: { alias: 'om-oss' },
    };
    for (const locale of LOCALES) {
      for (const key of Object.keys(ROUTES) as RouteKey[]) {
        const path = routePath(key, locale, params[key]);
        expect(matchRoute(path, locale)?.key, `${key} ${locale} ${path}`).toBe(key);
      }
    }
  });

  it('names the page that renders a route', () => {
    const match = matchRoute('/mina-sidor/ordrar', 'sv');
    expect(match && pagePath(match)).toBe('/account/orders');
    const product = matchRoute('/p/a/b', 'sv');
    expect(product && pagePath(product)).toBe('/p/a/b');
    const preview = matchRoute('/content/preview/om-oss', 'sv');
    expect(preview && pagePath(preview)).toBe('/content-preview/om-oss');
    const list = matchRoute('/list', 'sv');
    expect(list && pagePath(list)).toBe('/list');
  });

  it('names routes with three underscores and the language', () => {
    expect(routeName('checkout', 'sv')).toBe('checkout___sv');
  });

  it('uses the undistracted layout for checkout, confirmation and provider failure only', () => {
    const undistracted = (Object.keys(ROUTES) as RouteKey[]).filter(
      (k) => ROUTES[k].layout === 'undistracted',
    );
    expect(undistracted.sort()).toEqual(['checkout', 'checkoutConfirm', 'checkoutFailure']);
  });
});
