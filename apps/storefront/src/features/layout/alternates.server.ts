import 'server-only';
import type { Metadata } from 'next';
import { alternatesOf, xDefaultOf } from '@/lib/routing/alternates';
import { marketsRouting } from '@/lib/routing/channel.server';
import { buildHref } from '@/lib/routing/href';
import { publication } from '@/lib/routing/locale-domains';
import type { Locale } from '@/lib/routing/locales';
import type { RouteKey, RouteParams } from '@/lib/routing/route-table';
import { getShopContext } from '@/lib/shop-context.server';

/**
 * A route's canonical address and its address in every language (hreflang), for the page's
 * metadata, absolute. A page whose address differs by language (a product's or content page's
 * alias, ADR 71) gives its parameters per language.
 */
export async function routeAlternates(
  key: RouteKey,
  params?: RouteParams | ((locale: Locale) => RouteParams),
): Promise<Metadata['alternates']> {
  const [context, markets] = await Promise.all([getShopContext(), marketsRouting()]);
  const paramsIn = (locale: Locale) => (typeof params === 'function' ? params(locale) : params);
  const alternates = alternatesOf(
    markets,
    context,
    (target) => buildHref(target, key, paramsIn(target.locale)),
    publication(),
  );
  const xDefault = xDefaultOf(alternates);
  return {
    canonical: alternates.find((a) => a.locale === context.locale)?.href,
    languages: {
      ...Object.fromEntries(alternates.map((a) => [a.hreflang, a.href])),
      ...(xDefault ? { 'x-default': xDefault.href } : {}),
    },
  };
}
