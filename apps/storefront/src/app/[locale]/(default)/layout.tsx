import { getTranslations } from 'next-intl/server';
import { type ReactNode, ViewTransition } from 'react';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';

/** The default layout: header with navigation, content, footer. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('layout');
  return (
    <div data-layout="default">
      <a href="#content" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <ViewTransition name="page">
        <main id="content" className="container">
          {children}
        </main>
      </ViewTransition>
      <SiteFooter />
    </div>
  );
}
