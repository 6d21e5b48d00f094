'use client';

import { usePathname } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { lazyWhenIdle } from '@/ui/lazy-when-idle';

const LoadingBar = lazyWhenIdle(() => import('./navigation-effects').then((m) => m.NavigationEffectsIsland));

/**
 * Every page shown is reported with its route name and page type, from the first render on: shop
 * events (a checkout's items) count only after the first report. The route table arrives after the
 * page is shown. The loading bar's code is no part of the first load: it comes once the page is
 * idle (ADR 20).
 */
export function NavigationEffects({
  loadingText,
  offlineText,
}: {
  loadingText: string;
  offlineText: string;
}) {
  const pathname = usePathname();
  const emit = useShop((s) => s.emit);
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const marketInPath = useShop((s) => s.marketInPath);

  useEffect(() => {
    const target = { locale, market, marketInPath };
    void import('./page-impression').then(({ pageImpression, pageShown }) => {
      const impression = pageImpression(pathname, target);
      emit('page:impression', impression);
      pageShown(impression);
    });
  }, [pathname, locale, market, marketInPath, emit]);

  return (
    <Suspense fallback={null}>
      <LoadingBar loadingText={loadingText} offlineText={offlineText} />
    </Suspense>
  );
}
