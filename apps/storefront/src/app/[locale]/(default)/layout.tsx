import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import type { Locale } from '@/i18n/routing';

/** The default layout: header with navigation, content, footer. */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const t = await getTranslations('layout');
  return (
    <>
      <a href="#content" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale as Locale} />
      <main id="content" className="container">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
