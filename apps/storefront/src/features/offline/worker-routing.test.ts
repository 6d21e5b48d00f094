import { describe, expect, it } from 'vitest';
import { disallowedPaths } from '@/features/seo/robots';
import { LOCALES } from '@/lib/routing/locales';
import { routePath } from '@/lib/routing/route-table';
import {
  cacheNames,
  isStaleCache,
  isStorable,
  localeOfPath,
  offlinePath,
  strategyFor,
  type WorkerConfig,
} from './worker-routing';

const ORIGIN = 'https://shop.example';
const targets = LOCALES.map((locale) => ({ locale, market: '', marketInPath: false }));
const config: WorkerConfig = {
  version: 'b1',
  locales: LOCALES,
  defaultLocale: 'sv',
  marketInPath: false,
  neverCache: ['/auth/', ...disallowedPaths(targets)],
  caps: { pages: 2, images: 2, static: 2 },
};
const withMarkets: WorkerConfig = {
  ...config,
  marketInPath: true,
  neverCache: [
    '/auth/',
    ...disallowedPaths(LOCALES.map((locale) => ({ locale, market: 'se', marketInPath: true }))),
  ],
};

const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });
const decide = (request: ReturnType<typeof get>, c = config) => strategyFor(request, ORIGIN, c);

describe('what the service worker does with a request', () => {
  it('serves build files and product images from its cache first', () => {
    expect(decide(get('/_next/static/chunks/app-3f9a.js'))).toBe('static');
    expect(decide(get('/_next/static/media/public-sans.woff2'))).toBe('static');
    expect(decide(get('/images/products/lawnmower-1.webp?w=640'))).toBe('image');
  });

  it('loads pages from the network first, in every language', () => {
    expect(decide(get('/', 'navigate'))).toBe('page');
    expect(decide(get('/c/byggmaskiner', 'navigate'))).toBe('page');
    expect(decide(get('/en/p/some-machine', 'navigate'))).toBe('page');
    expect(decide(get('/fi/s/ketju?page=2', 'navigate'))).toBe('page');
  });

  it('never stores a checkout or account page, in any language: the route table names them', () => {
    for (const locale of LOCALES) {
      const prefix = locale === 'sv' ? '' : `/${locale}`;
      for (const key of ['checkout', 'orders', 'settings', 'balance', 'account', 'resetPassword'] as const) {
        const path = `${prefix}${routePath(key, locale)}`;
        expect(decide(get(path, 'navigate')), path).toBe('private-page');
        expect(decide(get(`${path}?step=2`, 'navigate')), path).toBe('private-page');
      }
      const confirm = `${prefix}${routePath('checkoutConfirm', locale)}?id=1`;
      expect(decide(get(confirm, 'navigate')), confirm).toBe('private-page');
      const failure = `${prefix}${routePath('checkoutFailure', locale, { failure: 'klarna-fail' })}`;
      expect(decide(get(failure, 'navigate')), failure).toBe('private-page');
    }
  });

  it('never stores the API, sign-in or the storefront’s own API, nor anything but GET', () => {
    for (const path of ['/graphql', '/graphql?op=x', '/auth/login', '/auth/sign/key', '/api/revalidate']) {
      expect(decide(get(path)), path).toBe('pass');
    }
    expect(decide({ method: 'POST', url: `${ORIGIN}/graphql`, mode: 'cors' })).toBe('pass');
    // A server action: a POST to a page.
    expect(decide({ method: 'POST', url: `${ORIGIN}/p/some-machine`, mode: 'navigate' })).toBe('pass');
    expect(decide({ method: 'POST', url: `${ORIGIN}/_next/static/x.js`, mode: 'cors' })).toBe('pass');
  });

  it('leaves alone what is neither a page, a build file nor a product image', () => {
    expect(decide(get('/p/some-machine?_rsc=1x2'))).toBe('pass');
    expect(decide(get('/sw.js'))).toBe('pass');
    expect(decide(get('/documents/manual.pdf'))).toBe('pass');
    expect(decide(get('/sitemap.xml'))).toBe('pass');
    expect(strategyFor(get('/_next/static/x.js'), 'https://other.example', config)).toBe('pass');
  });

  it('matches a private prefix as a whole segment: /kassan is private, /kassanyheter is not', () => {
    expect(decide(get('/kassan', 'navigate'))).toBe('private-page');
    expect(decide(get('/kassanyheter', 'navigate'))).toBe('page');
    expect(decide(get('/graphqlish', 'navigate'))).toBe('page');
  });

  it('with markets in the path, knows the private pages of every market and language', () => {
    expect(decide(get('/se/sv/kassan', 'navigate'), withMarkets)).toBe('private-page');
    expect(decide(get('/se/en/my-account/orders', 'navigate'), withMarkets)).toBe('private-page');
    expect(decide(get('/se/en/p/some-machine', 'navigate'), withMarkets)).toBe('page');
  });
});

describe('the offline page’s language', () => {
  it('is the path’s language, else Swedish', () => {
    expect(localeOfPath('/en/c/byggmaskiner', config)).toBe('en');
    expect(localeOfPath('/nb', config)).toBe('nb');
    expect(localeOfPath('/c/byggmaskiner', config)).toBe('sv');
    expect(localeOfPath('/', config)).toBe('sv');
    expect(localeOfPath('/xx/c', config)).toBe('sv');
    expect(localeOfPath('/se/fi/kassa', withMarkets)).toBe('fi');
    expect(localeOfPath('/se', withMarkets)).toBe('sv');
    expect(offlinePath('da')).toBe('/offline/da.html');
  });
});

describe('caches', () => {
  it('are named by version, and only the shop’s caches of other versions are stale', () => {
    const names = cacheNames('b1');
    expect(Object.values(names)).toEqual([
      'shop-b1-static',
      'shop-b1-images',
      'shop-b1-pages',
      'shop-b1-offline',
    ]);
    expect(isStaleCache('shop-b0-pages', 'b1')).toBe(true);
    expect(isStaleCache('shop-b10-pages', 'b1')).toBe(true);
    expect(isStaleCache('shop-b1-pages', 'b1')).toBe(false);
    expect(isStaleCache('someone-else', 'b1')).toBe(false);
  });

  it('keep only whole, successful same-origin answers that may be stored', () => {
    expect(isStorable({ status: 200, type: 'basic', cacheControl: 's-maxage=31536000' })).toBe(true);
    expect(isStorable({ status: 200, type: 'basic', cacheControl: null })).toBe(true);
    expect(isStorable({ status: 404, type: 'basic', cacheControl: null })).toBe(false);
    expect(isStorable({ status: 206, type: 'basic', cacheControl: null })).toBe(false);
    expect(isStorable({ status: 0, type: 'opaqueredirect', cacheControl: null })).toBe(false);
    expect(isStorable({ status: 200, type: 'opaque', cacheControl: null })).toBe(false);
    expect(isStorable({ status: 200, type: 'basic', cacheControl: 'private, no-cache, no-store' })).toBe(
      false,
    );
    expect(isStorable({ status: 200, type: 'basic', cacheControl: 'Private' })).toBe(false);
  });
});
