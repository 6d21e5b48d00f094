'use client';

import { Suspense } from 'react';
import { lazyWhenIdle } from '@/ui/lazy-when-idle';

const Effects = lazyWhenIdle(() => import('./navigation-effects').then((m) => m.NavigationEffectsIsland));

/**
 * The loading bar and page impressions, on every page: their code is no part of the first load, it
 * comes once the page is idle (ADR 20). The first page's impression is reported then.
 */
export function NavigationEffects({ loadingText }: { loadingText: string }) {
  return (
    <Suspense fallback={null}>
      <Effects loadingText={loadingText} />
    </Suspense>
  );
}
