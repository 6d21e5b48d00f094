import { buildHref, type LinkTarget } from '@/lib/routing/href';
import { matchRoute } from '@/lib/routing/route-table';
import { sameSitePath } from '@/lib/routing/same-site-path';

/** Where a placed or refused order may send the shopper: the confirmation or a provider failure. */
const ORDER_ROUTES = new Set(['checkoutConfirm', 'checkoutFailure']);

/**
 * The shop's address of the `redirectUrl` placeOrder answers, which comes without language (or
 * market) prefix: `/checkout/confirm?id=...` becomes `/en/checkout/confirm?id=...` for an English
 * page. Null for anything that is not the confirmation or a provider-failure page of the shop.
 */
export function orderRedirectHref(target: LinkTarget, redirectUrl: string | null | undefined): string | null {
  const path = sameSitePath(redirectUrl);
  if (path === null) return null;
  const url = new URL(path, 'http://shop.invalid');
  const match = matchRoute(url.pathname, target.locale);
  if (!match || !ORDER_ROUTES.has(match.key)) return null;
  return buildHref(target, match.key, match.params, Object.fromEntries(url.searchParams));
}
