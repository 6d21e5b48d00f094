import { percentDecode } from '../percent-decode';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { matchers, matchSegments, type Pattern, type RouteParams } from './route-patterns';

export type { RouteParams } from './route-patterns';

export type Layout = 'default' | 'undistracted';
export type GuardName = 'default' | 'authenticated';

interface RouteDefinition {
  /** The same pattern in every language, or one per language. */
  path: Pattern | Record<Locale, Pattern>;
  /** The page in the app directory below `[locale]` that renders it. */
  page: Pattern;
  layout: Layout;
  guards: GuardName[];
  /** Reported for analytics. */
  pageType: string;
}

const perLanguage = (sv: string, da: string, en: string, fi: string, nb: string) => ({ sv, da, en, fi, nb });

/** Every route of the shop. The proxy, links, language switcher, guards and analytics read this. */
export const ROUTES = {
  index: { path: '/', page: '/', layout: 'default', guards: ['default'], pageType: 'home' },
  notFound: {
    path: '/404',
    page: '/page-not-found',
    layout: 'default',
    guards: ['default'],
    pageType: 'error',
  },
  // Holds nothing of its own: it leads to the orders (which are guarded) or confirms staff's sign-in link.
  account: {
    path: '/account',
    page: '/account',
    layout: 'default',
    guards: ['default'],
    pageType: 'account',
  },
  favorites: {
    path: perLanguage('/favoriter', '/favoritter', '/favorites', '/suosikkeja', '/favoritter'),
    page: '/favorites',
    layout: 'default',
    guards: ['default'],
    pageType: 'favorites',
  },
  checkout: {
    path: perLanguage('/kassan', '/kassen', '/checkout', '/kassa', '/kassen'),
    page: '/checkout',
    layout: 'undistracted',
    guards: ['default'],
    pageType: 'checkout',
  },
  manuals: {
    path: perLanguage('/manualer', '/manualer', '/manuals', '/kayttoohjeet', '/manualer'),
    page: '/manuals',
    layout: 'default',
    guards: ['default'],
    pageType: 'manuals',
  },
  news: {
    path: perLanguage('/nyheter', '/nyheder', '/news', '/uutuudet', '/nyheter'),
    page: '/news',
    layout: 'default',
    guards: ['default'],
    pageType: 'list',
  },
  previewWidgets: {
    path: '/preview-widgets',
    page: '/preview-widgets',
    layout: 'default',
    guards: ['default'],
    pageType: 'content',
  },
  brands: {
    path: perLanguage('/varumarken', '/varemaerker', '/brands', '/tavaramerkkeja', '/varemerker'),
    page: '/brands',
    layout: 'default',
    guards: ['default'],
    pageType: 'brands',
  },
  resetPassword: {
    path: '/account/reset-password',
    page: '/account/reset-password',
    layout: 'default',
    guards: ['default'],
    pageType: 'account',
  },
  /** The link of the mail that confirms an account's email (the commerce API writes this path). */
  emailConfirm: {
    path: '/account/confirm-email',
    page: '/account/confirm-email',
    layout: 'default',
    guards: ['default'],
    pageType: 'account',
  },
  newsletter: {
    path: perLanguage('/nyhetsbrev', '/nyhedsbrev', '/newsletter', '/uutiskirje', '/nyhetsbrev'),
    page: '/newsletter',
    layout: 'default',
    guards: ['default'],
    pageType: 'newsletter',
  },
  /** The confirmation mail's link (the commerce API writes this path). */
  newsletterConfirm: {
    path: '/newsletter/confirm',
    page: '/newsletter/confirm',
    layout: 'default',
    guards: ['default'],
    pageType: 'newsletter',
  },
  stockAlert: {
    path: perLanguage('/lagerbevakning', '/lagerbesked', '/stock-alert', '/varastoilmoitus', '/lagervarsel'),
    page: '/stock-alert',
    layout: 'default',
    guards: ['default'],
    pageType: 'notify',
  },
  checkoutConfirm: {
    path: '/checkout/confirm',
    page: '/checkout/confirm',
    layout: 'undistracted',
    guards: ['default'],
    pageType: 'confirmation',
  },
  checkoutFailure: {
    path: '/checkout/:failure',
    page: '/checkout/[failure]',
    layout: 'undistracted',
    guards: ['default'],
    pageType: 'checkout',
  },
  orders: {
    path: perLanguage(
      '/mina-sidor/ordrar',
      '/min-konto/bestillinger',
      '/my-account/orders',
      '/tilini/tilaukset',
      '/min-konto/bestillinger',
    ),
    page: '/account/orders',
    layout: 'default',
    guards: ['authenticated'],
    pageType: 'account',
  },
  settings: {
    path: perLanguage(
      '/mina-sidor/installningar',
      '/min-konto/indstillinger',
      '/my-account/settings',
      '/tilini/asetukset',
      '/min-konto/innstillinger',
    ),
    page: '/account/settings',
    layout: 'default',
    guards: ['authenticated'],
    pageType: 'account',
  },
  balance: {
    path: perLanguage(
      '/mina-sidor/saldo',
      '/min-konto/saldo',
      '/my-account/balance',
      '/tilini/saldo',
      '/min-konto/saldo',
    ),
    page: '/account/balance',
    layout: 'default',
    guards: ['authenticated'],
    pageType: 'account',
  },
  contactSales: {
    path: perLanguage(
      '/kontakt/forsaljning',
      '/kontakt/salg',
      '/contact/sales',
      '/ota-yhteytta/myynti',
      '/kontakt/salg',
    ),
    page: '/contact/sales',
    layout: 'default',
    guards: ['default'],
    pageType: 'contact',
  },
  contactService: {
    path: perLanguage(
      '/kontakt/service',
      '/kontakt/service',
      '/contact/service',
      '/ota-yhteytta/huolto',
      '/kontakt/service',
    ),
    page: '/contact/service',
    layout: 'default',
    guards: ['default'],
    pageType: 'contact',
  },
  contactParts: {
    path: perLanguage(
      '/kontakt/reservdelar',
      '/kontakt/reservedele',
      '/contact/parts',
      '/ota-yhteytta/varaosat',
      '/kontakt/reservedeler',
    ),
    page: '/contact/parts',
    layout: 'default',
    guards: ['default'],
    pageType: 'contact',
  },
  contactRentals: {
    path: perLanguage(
      '/kontakt/uthyrning',
      '/kontakt/udlejning',
      '/contact/rentals',
      '/ota-yhteytta/vuokraus',
      '/kontakt/utleie',
    ),
    page: '/contact/rental',
    layout: 'default',
    guards: ['default'],
    pageType: 'contact',
  },
  product: {
    path: '/p/:path{1,3}',
    page: '/p/[...path]',
    layout: 'default',
    guards: ['default'],
    pageType: 'product',
  },
  category: {
    path: '/c/:path{1,2}',
    page: '/c/[...path]',
    layout: 'default',
    guards: ['default'],
    pageType: 'list',
  },
  brand: {
    path: '/b/:path+',
    page: '/b/[...path]',
    layout: 'default',
    guards: ['default'],
    pageType: 'list',
  },
  discountCampaign: {
    path: '/dc/:path+',
    page: '/dc/[...path]',
    layout: 'default',
    guards: ['default'],
    pageType: 'list',
  },
  search: {
    path: '/s/:term',
    page: '/s/[term]',
    layout: 'default',
    guards: ['default'],
    pageType: 'search',
  },
  list: {
    path: '/l/:path+',
    page: '/l/[...path]',
    layout: 'default',
    guards: ['default'],
    pageType: 'list',
  },
  listVariant: {
    path: '/list/:alias?',
    page: '/list/[[...alias]]',
    layout: 'default',
    guards: ['default'],
    pageType: 'list',
  },
  productAlias: {
    path: '/product/:alias?',
    page: '/product/[[...alias]]',
    layout: 'default',
    guards: ['default'],
    pageType: 'product',
  },
  content: {
    path: '/content/:alias?',
    page: '/content/[[...alias]]',
    layout: 'default',
    guards: ['default'],
    pageType: 'content',
  },
  /** A content page as it is stored now, drafts too: never cached, never indexed. */
  contentPreview: {
    path: '/content/preview/:alias',
    page: '/content-preview/[alias]',
    layout: 'default',
    guards: ['default'],
    pageType: 'content',
  },
  contentAlias: {
    path: '/:alias',
    page: '/[alias]',
    layout: 'default',
    guards: ['default'],
    pageType: 'content',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof ROUTES;

/** A route's name as the original reports it: key, three underscores, language. */
export function routeName(key: RouteKey, locale: Locale): string {
  return `${key}___${locale}`;
}

function patternFor(key: RouteKey, locale: Locale): Pattern {
  const { path } = ROUTES[key];
  return typeof path === 'string' ? path : path[locale];
}

/** Routes in matching order: literal paths before patterns, the catch-all content page last. */
const MATCH_ORDER = (Object.keys(ROUTES) as RouteKey[]).sort((a, b) => {
  const rank = (key: RouteKey) =>
    key === 'contentAlias' ? 2 : patternFor(key, DEFAULT_LOCALE).includes(':') ? 1 : 0;
  return rank(a) - rank(b);
});

export interface RouteMatch {
  key: RouteKey;
  name: string;
  params: RouteParams;
}

/**
 * The route a path (without language or market prefix) names in a language, or null. A path
 * with a malformed percent-escape (`/s/%`, `/p/%FF`) or a control character (`/p/%00`) names none:
 * no page could read its parameters, and no alias or term holds one.
 */
export function matchRoute(pathname: string, locale: Locale): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean).map(percentDecode);
  if (segments.some((s) => s === null || /\p{Cc}/u.test(s))) return null;
  for (const key of MATCH_ORDER) {
    const params = matchSegments(matchers(patternFor(key, locale)), segments as string[]);
    if (params) return { key, name: routeName(key, locale), params };
  }
  return null;
}

/** A path segment as text; one with a malformed percent-escape as it is. */
export function safeDecode(segment: string): string {
  return percentDecode(segment) ?? segment;
}

function fill(pattern: Pattern, params: RouteParams): string {
  const segments = matchers(pattern).flatMap((m) => {
    if (m.literal !== undefined) return [m.literal];
    const value = params[m.name as string];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (values.length < m.min || values.length > m.max) {
      throw new Error(`Route parameter ${m.name} needs ${m.min}-${m.max} segment(s), got ${values.length}`);
    }
    return values.map((v) => encodeURIComponent(v));
  });
  return `/${segments.join('/')}`;
}

/** The path of a route in a language, without language or market prefix. */
export function routePath(key: RouteKey, locale: Locale, params: RouteParams = {}): string {
  return fill(patternFor(key, locale), params);
}

/** The app directory path that renders a matched route, below `/[locale]`. */
export function pagePath(match: RouteMatch): string {
  return fill(
    ROUTES[match.key].page.replace(/\[\[?\.\.\.(\w+)\]?\]/g, ':$1*').replace(/\[(\w+)\]/g, ':$1'),
    match.params,
  );
}

export function routeGuards(key: RouteKey): readonly GuardName[] {
  return ROUTES[key].guards;
}

export function routePageType(key: RouteKey): string {
  return ROUTES[key].pageType;
}

/** Each route whose path is worded per language, as its path in every language. */
export function wordedPaths(): Record<Locale, Pattern>[] {
  return Object.values(ROUTES).flatMap((route) => {
    const { path } = route as RouteDefinition;
    if (typeof path === 'string') return [];
    if (Object.values(path).some((pattern) => pattern.includes(':'))) {
      throw new Error(
        `A route worded per language has parameters, which pathInLanguage cannot carry: ${path.sv}`,
      );
    }
    return [path];
  });
}
