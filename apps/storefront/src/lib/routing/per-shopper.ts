import { type LinkTarget, routeOfPathname } from './href';
import { ROUTES } from './route-table';

/** The page types rendered for each request from the shopper's own data (ADR 18). */
const PER_SHOPPER_PAGE_TYPES: ReadonlySet<string> = new Set(['account', 'checkout', 'confirmation']);

/**
 * Whether an address of the shop is a page of the account or the checkout, rendered for each
 * shopper. A link to one does not prefetch it: Next rendered it for the prefetch, then cancelled the
 * answer on finding the page dynamic.
 */
export function rendersPerShopper(href: string, target: LinkTarget): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const route = routeOfPathname(new URL(href, 'http://shop').pathname, target);
  return route !== null && PER_SHOPPER_PAGE_TYPES.has(ROUTES[route.key].pageType);
}
