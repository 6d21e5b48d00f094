'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { COOKIES, setBrowserCookie } from '@/lib/cookies';
import { type Locale, localeInfo } from '@/lib/routing/locales';
import styles from './language-switcher.module.css';

/** The same page in the other languages; choosing one remembers it. */
export function LanguageSwitcher({
  current,
  links,
}: {
  current: Locale;
  links: { locale: Locale; href: string }[];
}) {
  const t = useTranslations('layout');
  return (
    <nav aria-label={t('language')} className={styles.switcher}>
      <ul>
        {links.map(({ locale, href }) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" lang={locale}>
                {localeInfo[locale].name}
              </span>
            ) : (
              <Link
                href={href}
                hrefLang={localeInfo[locale].iso}
                lang={locale}
                onClick={() => setBrowserCookie(COOKIES.locale, locale)}
              >
                {localeInfo[locale].name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
