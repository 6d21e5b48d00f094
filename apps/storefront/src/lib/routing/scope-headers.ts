/**
 * Request headers the proxy sets on every page request it rewrites. Pages take their scope from
 * the path; server actions, which run outside a page render, read it here.
 */
export const SCOPE_HEADERS = {
  /** Read by next-intl. */
  locale: 'X-NEXT-INTL-LOCALE',
  market: 'x-shop-market',
} as const;
