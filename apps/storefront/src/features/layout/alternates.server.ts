import 'server-only';
import type { Metadata } from 'next';
import { alternatesOf, xDefaultOf } from '@/lib/routing/alternates';
import { marketsRouting } from '@/lib/routing/channel.server';
import { buildHref } from '@/lib/routing/href';
import type { RouteKey, RouteParams } from '@/lib/routing/route-table';
import { getShopContext } from '@/lib/shop-context.server';

/**
 * A route's canonical address and its address in every language (hreflang), for the page's
 * metadata; relative to the site origin the root layout sets as `metadataBase`.
 */
export async function routeAlternates(key: RouteKey, params?: RouteParams): Promise<Metadata['alternates']> {
  const [context, markets] = await Promise.all([getShopContext(), marketsRouting()]);
  const alternates = alternatesOf(markets, context, (target) => buildHref(target, key, params));
  const xDefault = xDefaultOf(alternates);
  return {
    canonical: alternates.find((a) => a.locale === context.locale)?.href,
    languages: {
      ...Object.fromEntries(alternates.map((a) => [a.hreflang, a.href])),
      ...(xDefault ? { 'x-default': xDefault.href } : {}),
    },
  };
}
