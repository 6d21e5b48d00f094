import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Key } from 'react';
import { CategoriesQuery } from '@/features/catalog/queries';
import { HeaderSearch } from '@/features/search/header-search';
import { CustomerTypeToggle } from '@/features/shop/customer-type-toggle';
import { MarketSelector } from '@/features/shop/market-selector';
import { CUSTOMER_TYPES, type CustomerType } from '@/lib/config';
import { query } from '@/lib/graphql/server';
import { wordedPaths } from '@/lib/routing/route-table';
import { getLinks } from '@/lib/shop-context.server';
import { CartLink } from './cart-link';
import { HeaderAutoHide } from './header-auto-hide';
import { LanguageSwitcher } from './language-switcher';
import { MenuDrawerLoader } from './menu-drawer-loader';
import styles from './site-header.module.css';

const SHORTCUTS = ['brands', 'news', 'manuals', 'favorites', 'account'] as const;

/**
 * Wide screens show the choices, shortcuts and categories in the header; a phone shows logo, search,
 * cart and a menu that holds the rest. CSS picks the layout, so the server's HTML is already right.
 */
export async function SiteHeader() {
  const [t, tCustomerType, tMarket, { categories }, links] = await Promise.all([
    getTranslations('layout'),
    getTranslations('customerType'),
    getTranslations('market'),
    query(CategoriesQuery, {}),
    getLinks(),
  ]);
  const topLevel = categories
    .filter((c) => c.parentCategoryId === null)
    .map((c) => ({
      key: c.categoryId,
      href: links.catalog(c.canonicalUrl),
      name: c.name,
    }));
  const shortcuts = SHORTCUTS.map((key) => ({ key, href: links.route(key), name: t(key) }));
  const customerTypeTexts = {
    label: tCustomerType('label'),
    types: Object.fromEntries(CUSTOMER_TYPES.map(({ type }) => [type, tCustomerType(type)])) as Record<
      CustomerType,
      string
    >,
  };
  const marketTexts = { label: tMarket('label'), option: tMarket.raw('option') as string };
  const choices = (
    <>
      <CustomerTypeToggle texts={customerTypeTexts} />
      <MarketSelector texts={marketTexts} />
      <LanguageSwitcher label={t('language')} wordedPaths={wordedPaths()} />
    </>
  );
  return (
    <HeaderAutoHide className={styles.header}>
      <div className={`${styles.topBar} ${styles.wide}`}>
        <div className={`container ${styles.topBarInner}`}>{choices}</div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href={links.route('index')} className={styles.logo}>
          Maskinbutiken
        </Link>
        <HeaderSearch />
        <nav aria-label={t('shortcuts')} className={`${styles.shortcuts} ${styles.wide}`}>
          {shortcuts.map((s) => (
            <Link key={s.key} href={s.href}>
              {s.name}
            </Link>
          ))}
          <Link href={links.route('checkout')}>{t('checkout')}</Link>
        </nav>
        <div className={`${styles.actions} ${styles.narrow}`}>
          <CartLink href={links.route('checkout')} label={t('cart')} className={styles.cart} />
          <MenuDrawerLoader label={t('menu')} closeLabel={t('close')}>
            <LinkList label={t('mainNavigation')} links={topLevel} className={styles.menuCategories} />
            <LinkList label={t('shortcuts')} links={shortcuts} className={styles.menuLinks} />
            <div className={styles.menuChoices}>{choices}</div>
          </MenuDrawerLoader>
        </div>
      </div>
      <LinkList
        label={t('mainNavigation')}
        links={topLevel}
        className={`${styles.nav} ${styles.wide}`}
        listClassName="container"
      />
    </HeaderAutoHide>
  );
}

function LinkList({
  label,
  links,
  className,
  listClassName,
}: {
  label: string;
  links: { key: Key; href: string; name: string }[];
  className?: string;
  listClassName?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {links.map((l) => (
          <li key={l.key}>
            <Link href={l.href}>{l.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
