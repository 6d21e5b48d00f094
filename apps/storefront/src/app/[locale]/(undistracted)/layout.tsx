import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './undistracted.module.css';

/** The undistracted layout of checkout and order confirmation: a top bar only. */
export default async function UndistractedLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('layout');
  return (
    <>
      <header className={styles.topBar}>
        <div className={`container ${styles.inner}`}>
          <Link href="/" className={styles.logo}>
            Maskinbutiken
          </Link>
          <span>{t('checkoutOnly')}</span>
        </div>
      </header>
      <main id="content" className="container">
        {children}
      </main>
    </>
  );
}
