'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useShop } from '@/features/shop/shop-provider';
import { COOKIES, setBrowserCookie } from '@/lib/cookies';
import { pathInScope } from '@/lib/routing/language-paths';
import { LOCALES, localeInfo } from '@/lib/routing/locales';
import styles from './language-switcher.module.css';

/**
 * The page the shopper is on, in the other languages of the market; choosing one remembers it, and
 * the market with it, so that a language never moves the shopper to another market (English is
 * Sweden's too, not only Europe's); a language on another host is told it in the address (ADR 71).
 * Worked out from the address in the browser, so it follows client-side navigation. A product or
 * content page reached by the alias of the page's language sends on to the other language's (ADR 71).
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const pathname = usePathname();
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const marketInPath = useShop((s) => s.marketInPath);
  const bases = useShop((s) => s.bases);
  const wordedPaths = useShop((s) => s.wordedPaths);
  const offered = useShop((s) => s.markets.find((m) => m.alias === s.market)?.locales);
  const here = { locale, market, marketInPath, bases };
  return (
    <nav aria-label={label} className={styles.switcher}>
      <ul>
        {LOCALES.filter((other) => other === locale || !offered || offered.includes(other)).map((other) => (
          <li key={other}>
            {other === locale ? (
              <span aria-current="true" lang={other}>
                {localeInfo[other].name}
              </span>
            ) : (
              <Link
                href={pathInScope(pathname, here, { ...here, locale: other }, wordedPaths)}
                hrefLang={localeInfo[other].iso}
                lang={other}
                // Rarely followed, and the page's other languages are as many pages to prefetch (the
                // account's and checkout's render for each shopper, a render Next then cancelled).
                prefetch={false}
                onClick={() => {
                  setBrowserCookie(COOKIES.locale, other);
                  setBrowserCookie(COOKIES.market, market);
                }}
              >
                {localeInfo[other].name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
