import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, ViewTransition } from 'react';
import { type PageProps, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './undistracted.module.css';

/** The undistracted layout of checkout, order confirmation and provider failure: a top bar only. */
export default async function UndistractedLayout({ children, params }: PageProps & { children: ReactNode }) {
  await pageScope(params);
  const [t, links] = await Promise.all([getTranslations('layout'), getLinks()]);
  return (
    <div data-layout="undistracted">
      <header className={styles.topBar}>
        <div className={`container ${styles.inner}`}>
          <Link href={links.route('index')} className={styles.logo}>
            Maskinbutiken
          </Link>
          <span>{t('checkoutOnly')}</span>
        </div>
      </header>
      <ViewTransition name="page">
        <main id="content" className="container">
          {children}
        </main>
      </ViewTransition>
    </div>
  );
}
