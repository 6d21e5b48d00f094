'use client';

import { Suspense, useEffect } from 'react';
import { COOKIES, readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import { lazyWhenIdle } from '@/ui/lazy-when-idle';
import {
  parseRecentlyViewed,
  printRecentlyViewed,
  RECENTLY_VIEWED_DAYS,
  rememberViewed,
} from './recently-viewed';

const RecentlyViewed = lazyWhenIdle(() => import('./recently-viewed-island').then((m) => m.RecentlyViewed));

/**
 * The shopper's recently viewed products, at the page's foot, loaded once the page is idle. The view
 * itself is remembered as soon as the page runs, so a shopper who moves on at once is remembered too.
 */
export function LazyRecentlyViewed({ productId }: { productId: number }) {
  useEffect(() => {
    const viewed = parseRecentlyViewed(readBrowserCookie(COOKIES.recentlyViewed));
    setBrowserCookie(
      COOKIES.recentlyViewed,
      printRecentlyViewed(rememberViewed(viewed, productId)),
      RECENTLY_VIEWED_DAYS * 86_400,
    );
  }, [productId]);
  return (
    <Suspense>
      <RecentlyViewed productId={productId} />
    </Suspense>
  );
}
