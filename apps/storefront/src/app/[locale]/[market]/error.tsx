'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { failNavigation } from '@/features/layout/navigation-effects';

/** Any other failure: status 500 and a way on. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('error');
  useEffect(() => {
    console.error(error);
    failNavigation();
  }, [error]);
  return (
    <main id="content" className="container text-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </main>
  );
}
