'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useShop } from '@/features/shop/shop-provider';
import { COOKIES, setBrowserCookie } from '@/lib/cookies';
import { pathInLanguage, type WordedPaths } from '@/lib/routing/language-paths';
import { LOCALES, localeInfo } from '@/lib/routing/locales';
import styles from './language-switcher.module.css';

/**
 * The page the shopper is on, in the other languages; choosing one remembers it. Worked out from
 * the address in the browser, so it follows client-side navigation.
 */
export function LanguageSwitcher({ label, wordedPaths }: { label: string; wordedPaths: WordedPaths }) {
  const pathname = usePathname();
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const marketInPath = useShop((s) => s.marketInPath);
  const here = { locale, market, marketInPath };
  return (
    <nav aria-label={label} className={styles.switcher}>
      <ul>
        {LOCALES.map((other) => {
          const href = pathInLanguage(pathname, here, other, wordedPaths);
          return (
            <li key={other}>
              {other === locale ? (
                <span aria-current="true" lang={other}>
                  {localeInfo[other].name}
                </span>
              ) : (
                <Link
                  href={href}
                  hrefLang={localeInfo[other].iso}
                  lang={other}
                  onClick={() => setBrowserCookie(COOKIES.locale, other)}
                >
                  {localeInfo[other].name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
