import { type LinkTarget, routeOfPathname } from '@/lib/routing/href';
import { routePageType } from '@/lib/routing/route-table';

/** What a page impression reports: the address, and its route's name and page type (the route table's). */
export function pageImpression(pathname: string, target: LinkTarget) {
  const route = routeOfPathname(pathname, target);
  return {
    path: pathname,
    routeName: route?.name ?? null,
    pageType: route ? routePageType(route.key) : 'error',
  };
}

/** Shown pages go to the analytics too, once the shopper allows statistics. */
export { pageShown } from '@/features/analytics/consent-gate';
