'use client';

import { useEffect } from 'react';
import { useBoundaryTexts } from '@/features/layout/boundary-texts';
import { failNavigation } from '@/features/layout/navigation-effects';

/** Any other failure: status 500 and a way on. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const texts = useBoundaryTexts().error;
  useEffect(() => {
    console.error(error);
    failNavigation();
  }, [error]);
  return (
    <main id="content" className="container text-page">
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <button type="button" onClick={reset}>
        {texts.retry}
      </button>
    </main>
  );
}
