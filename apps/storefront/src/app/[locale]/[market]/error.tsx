'use client';

import { lazy, Suspense } from 'react';

// The error page's code is no part of any page's first load (ADR 20): it comes when an error shows.
const ErrorView = lazy(() => import('@/features/layout/error-view').then((m) => ({ default: m.ErrorView })));

/** Any failure below the layout: the shop's error page, with its status and the error. */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
