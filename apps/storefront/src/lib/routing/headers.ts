/** Request headers the proxy sets for the pages it rewrites to. */
export const ROUTING_HEADERS = {
  market: 'x-shop-market',
  route: 'x-shop-route',
  params: 'x-shop-route-params',
  pathname: 'x-shop-pathname',
} as const;
