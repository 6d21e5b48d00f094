'use client';

import { Suspense } from 'react';
import { lazyWhenIdle } from '@/ui/lazy-when-idle';

const RecentlyViewed = lazyWhenIdle(() => import('./recently-viewed-island').then((m) => m.RecentlyViewed));

/** The shopper's recently viewed products, at the page's foot: remembered once the page is idle. */
export function LazyRecentlyViewed({ productId }: { productId: number }) {
  return (
    <Suspense>
      <RecentlyViewed productId={productId} />
    </Suspense>
  );
}
