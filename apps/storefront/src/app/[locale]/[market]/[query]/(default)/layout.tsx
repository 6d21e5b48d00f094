import { getTranslations } from 'next-intl/server';
import { type ReactNode, ViewTransition } from 'react';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { type PageProps, pageScope } from '@/lib/page.server';

/** The default layout: header with navigation, content, footer. */
export default async function DefaultLayout({ children, params }: PageProps & { children: ReactNode }) {
  await pageScope(params);
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
