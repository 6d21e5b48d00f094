'use client';

import { useEffect } from 'react';
import { useBoundaryTexts } from './boundary-texts';
import { errorStatus, errorText } from './error-status';
import { failNavigation } from './navigation-failed';

/**
 * The error page's content: its status (500 when it carries none), the error when it is one we
 * know (spec, section 8), and a way on. Loaded when an error shows, by the error boundary.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useBoundaryTexts().error;
  useEffect(() => {
    console.error(error);
    failNavigation();
  }, [error]);
  const named = errorText(error);
  return (
    <main id="content" className="container text-page">
      {/* Not fillMessage: this page's script would carry its own copy. */}
      <p className="status-code">{texts.status.replace('{status}', String(errorStatus(error)))}</p>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      {named && (
        <p>
          <code>{named}</code>
        </p>
      )}
      <button type="button" onClick={reset}>
        {texts.retry}
      </button>
    </main>
  );
}
