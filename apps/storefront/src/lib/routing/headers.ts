/** Request headers the proxy sets for the pages it rewrites to. */
export const ROUTING_HEADERS = {
  /** Read by next-intl for every server component of the request. */
  locale: 'X-NEXT-INTL-LOCALE',
  market: 'x-shop-market',
  route: 'x-shop-route',
  params: 'x-shop-route-params',
  pathname: 'x-shop-pathname',
} as const;
