import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/routing/locales';
import { href, inLocale } from '@/lib/routing/paths';
import { isCurrent, NAV } from './nav';
import styles from './shell.module.css';
import { signOutAction } from './sign-out-action';

/** The signed-in member as the shell shows them. */
export interface ShellMember {
  name: string;
  email: string;
  role: string;
  permissions: readonly string[];
}

/**
 * Every desk's frame: a skip link to the content, the header with the member and sign-out, the
 * desks their role opens, and the page.
 */
export async function Shell({
  member,
  locale,
  path,
  children,
}: {
  member: ShellMember;
  locale: Locale;
  /** The address shown, with its query: the nav marks its desk and the language switch keeps it. */
  path: string;
  children: ReactNode;
}) {
  const t = await getTranslations();
  const page = path.slice(locale.length + 1).split('?')[0] || '/';
  const other = LOCALES.filter((code) => code !== locale);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link className={styles.brand} href={href(locale, '/')}>
            {t('common.appName')}
          </Link>
          <div className={styles.member}>
            <span className={styles.memberName}>
              <span>{member.name || member.email}</span>
              <span className={styles.memberRole}>{t(`shell.roles.${member.role}`)}</span>
            </span>
            <Link className={styles.headerLink} href={href(locale, '/account')}>
              {t('shell.myAccount')}
            </Link>
            {other.map((code) => (
              <Link
                key={code}
                className={styles.headerLink}
                href={inLocale(path, code)}
                hrefLang={code}
                lang={code}
              >
                {LOCALE_NAMES[code]}
              </Link>
            ))}
            <form action={signOutAction}>
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={styles.signOut}>
                {t('shell.signOut')}
              </button>
            </form>
          </div>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={t('shell.navLabel')}>
          <ul className={styles.navList}>
            {NAV.filter((item) => member.permissions.includes(item.permission)).map((item) => (
              <li key={item.path}>
                <Link
                  className={styles.navLink}
                  href={href(locale, item.path)}
                  aria-current={isCurrent(item, page) ? 'page' : undefined}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
