'use server';

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProductGrid } from '@/features/catalog/product-card';
import { query } from '@/lib/graphql/server';
import { marketsRouting } from '@/lib/routing/channel.server';
import { isLocale, localeInfo } from '@/lib/routing/locales';
import { findMarket, marketInPath } from '@/lib/routing/markets';
import { getLinks } from '@/lib/shop-context.server';
import styles from './product-page.module.css';
import { ProductsByIdQuery } from './queries';
import { RECENTLY_VIEWED_SHOWN } from './recently-viewed';

/**
 * The products a shopper looked at before, newest first, rendered on the server for the island
 * that asks (the page itself is cached for every shopper). Anything but known ids reads as none.
 */
export async function recentlyViewedSection(scope: unknown, productIds: unknown): Promise<ReactNode> {
  // Anyone can post to an action: its arguments are whatever was sent.
  const { locale, market } = (typeof scope === 'object' && scope !== null ? scope : {}) as Record<
    string,
    unknown
  >;
  if (typeof market !== 'string') return null;
  const ids = Array.isArray(productIds)
    ? productIds
        .filter((id): id is number => Number.isSafeInteger(id) && id > 0)
        .slice(0, RECENTLY_VIEWED_SHOWN)
    : [];
  if (ids.length === 0 || !isLocale(locale) || !findMarket(await marketsRouting(), market)) return null;
  const target = { locale, market, marketInPath: marketInPath() };
  const [{ products }, links, t] = await Promise.all([
    query(
      ProductsByIdQuery,
      { productIds: ids, take: ids.length },
      { scope: { market, languageId: localeInfo[locale].iso } },
    ),
    getLinks(target),
    getTranslations({ locale, namespace: 'product' }),
  ]);
  const byId = new Map(products.products.map((p) => [p.productId, p]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  if (ordered.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className={styles.wide}>
      <h2 id="recently-viewed">{t('recentlyViewed')}</h2>
      <ProductGrid products={ordered} label={t('recentlyViewed')} links={links} />
    </section>
  );
}
