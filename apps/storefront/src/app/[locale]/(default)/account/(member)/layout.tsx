import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getLinks, getShopContext } from '@/lib/shop-context.server';
import styles from './account.module.css';

const PAGES = ['orders', 'settings', 'balance'] as const;

/** The account area: its own navigation; moving between its pages does not scroll. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [t, links, context] = await Promise.all([
    getTranslations('accountNav'),
    getLinks(),
    getShopContext(),
  ]);
  return (
    <div className={styles.account}>
      <nav aria-label={t('label')} className={styles.nav}>
        <ul>
          {PAGES.map((key) => (
            <li key={key}>
              <Link
                href={links.route(key)}
                scroll={false}
                aria-current={context.route?.key === key ? 'page' : undefined}
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}
