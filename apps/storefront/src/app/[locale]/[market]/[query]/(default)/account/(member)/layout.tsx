import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/features/account/session-forms';
import { CurrentLink } from '@/features/layout/current-link';
import { type PageProps, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './account.module.css';

const PAGES = ['orders', 'settings', 'balance'] as const;

/**
 * The account area: its own navigation; moving between its pages does not scroll. The layout reads
 * no cookie (ADR 18): each page reads the shopper's own data and is rendered per request.
 */
export default async function AccountLayout({ children, params }: PageProps & { children: ReactNode }) {
  await pageScope(params);
  const [t, tAuth, links] = await Promise.all([
    getTranslations('accountNav'),
    getTranslations('auth'),
    getLinks(),
  ]);
  return (
    <div className={styles.account}>
      <nav aria-label={t('label')} className={styles.nav}>
        <ul>
          {PAGES.map((key) => (
            <li key={key}>
              {/* Each account page renders for its shopper: a prefetch was a render Next cancelled. */}
              <CurrentLink href={links.route(key)} scroll={false} prefetch={false}>
                {t(key)}
              </CurrentLink>
            </li>
          ))}
          <li>
            <SignOutButton
              label={tAuth('signOut')}
              signedOutText={tAuth('signedOut')}
              homeHref={links.route('index')}
            />
          </li>
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}
