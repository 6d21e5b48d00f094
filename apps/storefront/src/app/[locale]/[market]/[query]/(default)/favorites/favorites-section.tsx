'use server';

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/product-card';
import type { FavoritesSection } from '@/features/favorites/favorites-island';
import { FAVORITES_KEPT, favoritesIn } from '@/features/favorites/favorites-list';
import { AccountFavoritesQuery } from '@/features/favorites/queries';
import { ProductsByIdQuery } from '@/features/product/queries';
import { sessionToken } from '@/lib/auth/session.server';
import { query, queryPrivate } from '@/lib/graphql/server';
import { marketsRouting } from '@/lib/routing/channel.server';
import { isLocale, localeInfo } from '@/lib/routing/locales';
import { findMarket, marketInPath } from '@/lib/routing/markets';
import { getLinks } from '@/lib/shop-context.server';

/** The account's list, or null for a guest (or when the API cannot tell). */
async function accountFavorites(): Promise<number[] | null> {
  const token = await sessionToken();
  if (!token) return null;
  try {
    return (await queryPrivate(AccountFavoritesQuery, {}, { token })).getUser?.favorites ?? null;
  } catch (error) {
    console.error("The account's favorites could not be read", error);
    return null;
  }
}

/**
 * The shopper's favorites as cards, newest first, or the way back to the shop when there are none:
 * rendered on the server for the favorites page's island (the page itself is cached for everyone).
 */
export async function favoritesSection(
  scope: unknown,
  productIds: unknown,
): Promise<FavoritesSection | null> {
  // Anyone can post to an action: its arguments are whatever was sent.
  const { locale, market } = (typeof scope === 'object' && scope !== null ? scope : {}) as Record<
    string,
    unknown
  >;
  if (!isLocale(locale) || typeof market !== 'string' || !findMarket(await marketsRouting(), market))
    return null;
  const account = await accountFavorites();
  const favorites = account ?? favoritesIn({ favorites: productIds });
  const target = { locale, market, marketInPath: marketInPath() };
  const [found, links, t] = await Promise.all([
    favorites.length === 0
      ? []
      : query(
          ProductsByIdQuery,
          { productIds: favorites, take: FAVORITES_KEPT },
          { scope: { market, languageId: localeInfo[locale].iso } },
        ).then((answer) => answer.products.products),
    getLinks(target),
    getTranslations({ locale, namespace: 'favorites' }),
  ]);
  const byId = new Map(found.map((p) => [p.productId, p]));
  const shown = favorites.flatMap((id) => byId.get(id) ?? []).reverse();
  const node =
    shown.length === 0 ? (
      <div>
        <p>{t('empty')}</p>
        <p>
          <Link href={links.route('index')} className="button-primary">
            {t('toShop')}
          </Link>
        </p>
      </div>
    ) : (
      <>
        <p role="status">{t('count', { count: shown.length })}</p>
        <ProductGrid products={shown} label={t('title')} links={links} />
      </>
    );
  return { favorites, node };
}
