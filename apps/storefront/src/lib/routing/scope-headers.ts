/**
 * Request headers the proxy sets on a POST to a page (a server action): pages take their scope from
 * the path, but an action runs outside the page's render and reads it here.
 */
export const SCOPE_HEADERS = {
  /** Read by next-intl. */
  locale: 'X-NEXT-INTL-LOCALE',
  market: 'x-shop-market',
} as const;
