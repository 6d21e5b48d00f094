'use client';

import { useEffect } from 'react';
import { useBoundaryTexts } from '@/features/layout/boundary-texts';
import { errorStatus } from '@/features/layout/error-status';
import { failNavigation } from '@/features/layout/navigation-failed';

/** Any other failure: its status (500 when it carries none) and a way on. */
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
      {/* Not fillMessage: this page's script loads with every page, and would carry its own copy. */}
      <p className="status-code">{texts.status.replace('{status}', String(errorStatus(error)))}</p>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <button type="button" onClick={reset}>
        {texts.retry}
      </button>
    </main>
  );
}
