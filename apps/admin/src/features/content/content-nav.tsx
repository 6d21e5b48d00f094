import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import styles from './content.module.css';

const PAGES = [
  ['pages', '/content'],
  ['home', '/content/home'],
  ['menus', '/menus'],
] as const;

export type ContentPage = (typeof PAGES)[number][0];

/** The content desk's own pages: content pages, the home page's texts and the menus. */
export async function ContentNav({ locale, current }: { locale: Locale; current: ContentPage }) {
  const t = await getTranslations('content.subnav');
  return (
    <nav aria-label={t('label')} className={styles.subnav}>
      <ul>
        {PAGES.map(([page, path]) => (
          <li key={page}>
            <Link href={href(locale, path)} aria-current={page === current ? 'page' : undefined}>
              {t(page)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
