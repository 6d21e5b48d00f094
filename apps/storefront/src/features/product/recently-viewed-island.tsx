'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { COOKIES, readBrowserCookie } from '@/lib/cookies';
import { parseRecentlyViewed, RECENTLY_VIEWED_SHOWN } from './recently-viewed';
import { recentlyViewedSection } from './recently-viewed-section';

/**
 * The shopper's own recently viewed products, below a page that is the same for everyone: the list
 * lives in a cookie (this product already at its head), the section is rendered on the server when asked.
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
    return () => {
      current = false;
    };
  }, [productId, locale, market]);

  return section;
}
