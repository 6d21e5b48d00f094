import Link from 'next/link';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import styles from './marketing.module.css';

const PAGES = [
  ['campaigns', '/campaigns'],
  ['codes', '/codes'],
  ['giftCards', '/gift-cards'],
] as const;

export type MarketingPage = (typeof PAGES)[number][0];

/** The marketing desk's own pages: campaigns, promo codes and gift cards. */
export function MarketingNav({
  locale,
  current,
  texts,
}: {
  locale: Locale;
  current: MarketingPage;
  texts: Record<'label' | MarketingPage, string>;
}) {
  return (
    <nav aria-label={texts.label} className={styles.subnav}>
      <ul>
        {PAGES.map(([page, path]) => (
          <li key={page}>
            <Link href={href(locale, path)} aria-current={page === current ? 'page' : undefined}>
              {texts[page]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
