/**
 * What the commerce API and the storefronts must agree on, written once. TypeScript source read by
 * each app as it is (Node 24 strips the types, Next transpiles it): no runtime dependency, no build.
 */

/** The languages the shop is written in; Swedish is the default and the fallback. */
export const LANGUAGE_CODES = ['sv', 'da', 'en', 'fi', 'nb'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE_CODE = 'sv' satisfies LanguageCode;

export const isLanguageCode = (code: unknown): code is LanguageCode =>
  typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);

/** The channel the storefront sells in, and the alias of its default (and fallback) market. */
export const CHANNEL_ID = '1|se';
export const DEFAULT_MARKET = 'se';

/**
 * The tags of cached catalog data, which the API expires after a change: `catalog` on every
 * catalog read, `product:{alias}` on what one product's page shows.
 */
export type CacheTag = 'catalog' | `product:${string}`;

export const CATALOG_TAG: CacheTag = 'catalog';
export const productTag = (alias: string): CacheTag => `product:${alias}`;

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (value === CATALOG_TAG || /^product:[^\s]{1,200}$/.test(value));
}

/** The Redis channel the API publishes expired tags on, after the shop's REDIS_PREFIX (ADR 36). */
export const CACHE_EXPIRY_CHANNEL = 'storefront:cache-expiry';

/** The facet id of selling prices inc VAT from `from` up to (not including) `to`, minor units. */
export const priceBandId = (from: number, to: number) => `price-${from}-${to}`;

const PRICE_BAND = /^price-(\d{1,10})-(\d{1,10})$/;

/** The bounds of a price band's id, or null for any other id. */
export function priceBandOf(id: string): [number, number] | null {
  const band = id.match(PRICE_BAND);
  return band ? [Number(band[1]), Number(band[2])] : null;
}

/** The origin each language served on a domain of its own is published at (ADR 71). */
export type LocaleDomains = Partial<Record<LanguageCode, string>>;

/** A bare origin (`maskinbutik.dk`, `https://maskinbutik.dk:8443`), the site's scheme by default. */
function bareOrigin(address: string, site: URL): URL | null {
  if (!address) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(address) ? address : `${site.protocol}//${address}`);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && !address.endsWith('/') ? url : null;
  } catch {
    return null;
  }
}

/**
 * `LOCALE_DOMAINS` (`da=maskinbutik.dk,nb=https://maskinbutik.no`) as origins: a bare host takes
 * the scheme of SITE_URL. Empty: none. The default language stays at SITE_URL; an unknown language,
 * an address that is no bare origin, or a host given twice or shared with SITE_URL is a mistake that
 * stops the app with a message saying which.
 */
export function parseLocaleDomains(value: string | undefined, siteUrl: string): LocaleDomains {
  const site = new URL(siteUrl);
  const domains: LocaleDomains = {};
  const hosts = new Set([site.host]);
  for (const entry of (value ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const [code = '', address = ''] = entry.split('=').map((part) => part.trim());
    const fail = (why: string) => new Error(`LOCALE_DOMAINS: ${JSON.stringify(entry)} ${why}`);
    if (!isLanguageCode(code)) throw fail(`names no language of the shop (${LANGUAGE_CODES.join(', ')})`);
    if (code === DEFAULT_LANGUAGE_CODE) throw fail('names the default language, which is served at SITE_URL');
    const url = bareOrigin(address, site);
    if (!url) throw fail('must give a host, or a scheme and host, and nothing more');
    if (hosts.has(url.host)) throw fail('gives a host that SITE_URL or another language has already');
    hosts.add(url.host);
    domains[code] = url.origin;
  }
  return domains;
}

/**
 * The widths (pixels) an uploaded product photo is kept in, as WebP made once at its upload (ADR 79):
 * the storefront's image sizes (64 to 1000 px) at one and two device pixels per CSS pixel.
 */
export const PRODUCT_PHOTO_WIDTHS = [160, 320, 640, 1000, 2000] as const;
export type ProductPhotoWidth = (typeof PRODUCT_PHOTO_WIDTHS)[number];

const PRODUCT_PHOTO_FILE = /^photo-([0-9a-f]{32})(?:-(\d{3,4}))?\.webp$/;

/** An uploaded photo's file at /images/products/: `photo-{key}.webp` (the widest) or `photo-{key}-{width}.webp`. */
export const productPhotoFile = (key: string, width?: ProductPhotoWidth) =>
  `photo-${key}${width ? `-${width}` : ''}.webp`;

/** The key and width of an uploaded photo's file name (null width: the widest); null for any other name. */
export function parseProductPhotoFile(name: string): { key: string; width: ProductPhotoWidth | null } | null {
  const match = PRODUCT_PHOTO_FILE.exec(name);
  if (!match) return null;
  const width = match[2] ? Number(match[2]) : null;
  if (width !== null && !(PRODUCT_PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return { key: match[1] as string, width: width as ProductPhotoWidth | null };
}
