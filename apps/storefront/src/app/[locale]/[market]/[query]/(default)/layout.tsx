import { getTranslations } from 'next-intl/server';
import { type ReactNode, ViewTransition } from 'react';
import { type PageProps, pageScope } from '@/lib/page.server';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
