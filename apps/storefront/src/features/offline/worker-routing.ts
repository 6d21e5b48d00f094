/**
 * The service worker's decisions, as pure functions. `worker-script.ts` writes their source into
 * `/sw.js`, so each function here must stand alone: no imports, no module-level names, nothing but
 * its parameters and the language's own globals.
 */

/** What the worker knows of the shop, written into `/sw.js` when it is served. */
export interface WorkerConfig {
  /** The build's id: a new build is a new worker with new caches. */
  version: string;
  locales: readonly string[];
  defaultLocale: string;
  /** Whether addresses start with a market before the language: `/{market}/{locale}/...`. */
  marketInPath: boolean;
  /**
   * Path prefixes whose answers are never stored: the API, sign-in, and every checkout and account
   * route in every language. A prefix ending in `/` covers what starts with it; one without covers
   * itself and what lies below it.
   */
  neverCache: readonly string[];
  /** Most entries kept in each bounded cache; the oldest go first. */
  caps: { pages: number; images: number; static: number };
}

/**
 * static and image: cache first (hashed build files, product images); page: network first, else the
 * stored copy, else the offline page; private-page: network only, else the offline page; pass: the
 * browser fetches as if there were no worker.
 */
export type Strategy = 'static' | 'image' | 'page' | 'private-page' | 'pass';

export interface RequestFacts {
  method: string;
  url: string;
  /** `navigate` for a page load. */
  mode: string;
}

export function strategyFor(request: RequestFacts, origin: string, config: WorkerConfig): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  const covered = config.neverCache.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
  if (request.mode === 'navigate') return covered ? 'private-page' : 'page';
  if (covered) return 'pass';
  // Next names every build file by its content, so a stored copy is never stale.
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/images/products/')) return 'image';
  return 'pass';
}

/** The language of a page address, for its offline page: the path's prefix, else the default. */
export function localeOfPath(pathname: string, config: WorkerConfig): string {
  const segments = pathname.split('/').filter(Boolean);
  const candidate = config.marketInPath ? segments[1] : segments[0];
  return candidate !== undefined && config.locales.includes(candidate) ? candidate : config.defaultLocale;
}

/** Where the offline page of a language is served and stored. */
export function offlinePath(locale: string): string {
  return `/offline/${locale}.html`;
}

/** The caches of a version; the worker deletes every other cache of the shop when it takes over. */
export function cacheNames(version: string): {
  static: string;
  image: string;
  page: string;
  offline: string;
} {
  const name = (kind: string) => `shop-${version}-${kind}`;
  return { static: name('static'), image: name('images'), page: name('pages'), offline: name('offline') };
}

/** Whether a cache name is the shop's but not one of the current version's. */
export function isStaleCache(name: string, version: string): boolean {
  return name.startsWith('shop-') && !name.startsWith(`shop-${version}-`);
}

/**
 * Whether an answer may be stored: a whole, successful, same-origin answer that its server did not
 * mark `no-store` or `private`.
 */
export function isStorable(response: { status: number; type: string; cacheControl: string | null }): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  return !/\b(?:no-store|private)\b/i.test(response.cacheControl ?? '');
}
