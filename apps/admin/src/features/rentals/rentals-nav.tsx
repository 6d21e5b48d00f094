import Link from 'next/link';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import styles from './rentals.module.css';

/** The rental desk's own pages: the calendar and the overdue list. */
export function RentalsNav({
  locale,
  current,
  texts,
}: {
  locale: Locale;
  current: 'calendar' | 'overdue';
  texts: { label: string; calendar: string; overdue: string };
}) {
  const pages = [
    ['calendar', '/rentals'],
    ['overdue', '/rentals/overdue'],
  ] as const;
  return (
    <nav aria-label={texts.label} className={styles.subnav}>
      <ul>
        {pages.map(([page, path]) => (
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
