import { type LinkTarget, localePrefix, prefixed } from './locale-prefix';
import type { Locale } from './locales';

/** The routes whose path is worded per language: each one's path in every language. */
export type WordedPaths = readonly Readonly<Record<Locale, string>>[];

/**
 * The address of the page at `pathname` in another language and market: the same path under the
 * other prefix, or, for a route worded per language, that route's path in the other language. It
 * needs no route table, so the language switcher and the market panel carry none to the browser.
 */
export function pathInScope(pathname: string, from: LinkTarget, to: LinkTarget, worded: WordedPaths): string {
  const path = pathname.slice(localePrefix(from).length) || '/';
  const route = worded.find((paths) => paths[from.locale] === path);
  return prefixed(localePrefix(to), route ? route[to.locale] : path);
}
