'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { COOKIES, readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import {
  parseRecentlyViewed,
  printRecentlyViewed,
  RECENTLY_VIEWED_SHOWN,
  rememberViewed,
} from './recently-viewed';
import { recentlyViewedSection } from './recently-viewed-section';

const DAYS_KEPT = 30;

/**
 * The shopper's own recently viewed products, below a page that is the same for everyone: the list
 * lives in a cookie, the section is rendered on the server when asked. Then this product joins it.
 */
export function RecentlyViewed({ productId }: { productId: number }) {
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const [section, setSection] = useState<ReactNode>(null);

  useEffect(() => {
    const viewed = parseRecentlyViewed(readBrowserCookie(COOKIES.recentlyViewed));
    const shown = viewed.filter((id) => id !== productId).slice(0, RECENTLY_VIEWED_SHOWN);
    let current = true;
    if (shown.length > 0) {
      recentlyViewedSection({ locale, market }, shown).then(
        (node) => current && setSection(node),
        () => current && setSection(null),
      );
    }
    setBrowserCookie(
      COOKIES.recentlyViewed,
      printRecentlyViewed(rememberViewed(viewed, productId)),
      DAYS_KEPT * 86_400,
    );
    return () => {
      current = false;
    };
  }, [productId, locale, market]);

  return section;
}
