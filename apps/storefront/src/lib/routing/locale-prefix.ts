import { DEFAULT_LOCALE, type Locale } from './locales';

/** Where links point: the page's language and market, and whether markets are in the path. */
export interface LinkTarget {
  locale: Locale;
  market: string;
  marketInPath: boolean;
}

/** The path prefix of a language (and market, when markets are in the path). */
export function localePrefix({ locale, market, marketInPath }: LinkTarget): string {
  if (marketInPath) return `/${market}/${locale}`;
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Joins a prefix and a path, without a trailing slash except for the bare root. */
export function prefixed(prefix: string, path: string): string {
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}
