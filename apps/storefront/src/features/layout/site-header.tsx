import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CategoriesQuery } from '@/features/catalog/queries';
import { HeaderSearch } from '@/features/search/header-search';
import { CustomerTypeToggle } from '@/features/shop/customer-type-toggle';
import { MarketSelector } from '@/features/shop/market-selector';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import { HeaderAutoHide } from './header-auto-hide';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-header.module.css';

export async function SiteHeader() {
  const [t, { categories }, links] = await Promise.all([
    getTranslations('layout'),
    query(CategoriesQuery, {}),
    getLinks(),
  ]);
  const topLevel = categories.filter((c) => c.parentCategoryId === null);
  return (
    <HeaderAutoHide className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <CustomerTypeToggle />
          <MarketSelector />
          <LanguageSwitcher />
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href={links.route('index')} className={styles.logo}>
          Maskinbutiken
        </Link>
        <HeaderSearch />
        <nav aria-label={t('shortcuts')} className={styles.shortcuts}>
          <Link href={links.route('brands')}>{t('brands')}</Link>
          <Link href={links.route('news')}>{t('news')}</Link>
          <Link href={links.route('manuals')}>{t('manuals')}</Link>
          <Link href={links.route('favorites')}>{t('favorites')}</Link>
          <Link href={links.route('account')}>{t('account')}</Link>
          <Link href={links.route('checkout')}>{t('checkout')}</Link>
        </nav>
      </div>
      <nav aria-label={t('mainNavigation')} className={styles.nav}>
        <ul className="container">
          {topLevel.map((c) => (
            <li key={c.categoryId}>
              <Link href={links.catalog(c.canonicalUrl)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </HeaderAutoHide>
  );
}
