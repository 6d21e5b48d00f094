import { DEFAULT_LOCALE, type Locale } from './locales';

/** Where links point: the page's language and market, and whether markets are in the path. */
export interface LinkTarget {
  locale: Locale;
  market: string;
  marketInPath: boolean;
  /**
   * Where links to a language start when not at its path prefix: a language on a domain of its own
   * (ADR 71) has none on its own pages; one on another host is its origin, market and language.
   */
  bases?: Partial<Record<Locale, string>>;
}

/** The path prefix of a language (and market, when markets are in the path), or its domain's origin. */
export function localePrefix({ locale, market, marketInPath, bases }: LinkTarget): string {
  if (marketInPath) return `/${market}/${locale}`;
  return bases?.[locale] ?? (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
}

/** Joins a prefix and a path, without a trailing slash except for the bare root. */
export function prefixed(prefix: string, path: string): string {
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}
