import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountLink } from '@/features/account/account-link';
import { authTexts } from '@/features/account/auth-texts.server';
import { CartButton } from '@/features/cart/cart-button';
import { FavoritesLink } from '@/features/favorites/favorites-link';
import { HeaderAutoHide } from '@/features/layout/header-auto-hide';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import { MenuDrawerLoader } from '@/features/layout/menu-drawer-loader';
import { MenuLink, MenuNav } from '@/features/layout/menu-nav';
import { getMenu } from '@/features/layout/menus.server';
import { HeaderSearch } from '@/features/search/header-search';
import { CustomerTypeToggle } from '@/features/shop/customer-type-toggle';
import { MarketSelector } from '@/features/shop/market-selector';
import {
  customerTypeTexts as loadCustomerTypeTexts,
  marketTexts as loadMarketTexts,
} from '@/features/shop/shop-texts.server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './site-header.module.css';

/**
 * Wide screens show the choices, shortcuts and categories in the header; a phone shows logo, search,
 * cart and a menu that holds the rest. CSS picks the layout, so the server's HTML is already right.
 * The categories and shortcuts are the API's menus (main-desktop, main-mobile, top-bar); the
 * checkout link and the cart button are the header's own.
 */
export async function SiteHeader() {
  const [
    t,
    customerTypeTexts,
    marketTexts,
    tFavorites,
    links,
    categories,
    phoneCategories,
    shortcuts,
    accountTexts,
  ] = await Promise.all([
    getTranslations('layout'),
    loadCustomerTypeTexts(),
    loadMarketTexts(),
    getTranslations('favorites'),
    getLinks(),
    getMenu('main-desktop'),
    getMenu('main-mobile'),
    getMenu('top-bar'),
    authTexts(),
  ]);
  const choices = (
    <>
      <CustomerTypeToggle texts={customerTypeTexts} />
      <MarketSelector texts={marketTexts} />
      <LanguageSwitcher label={t('language')} />
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
        <nav aria-label={shortcuts?.title ?? undefined} className={`${styles.shortcuts} ${styles.wide}`}>
          {shortcuts?.links.map((link) => (
            <MenuLink key={link.key} link={link} />
          ))}
          {/* The checkout renders for each shopper: prefetching it only cost a render Next then cancelled. */}
          <Link href={links.route('checkout')} prefetch={false}>
            {t('checkout')}
          </Link>
        </nav>
        <div className={styles.actions}>
          <FavoritesLink
            href={links.route('favorites')}
            label={tFavorites('headerLink')}
            className={styles.wide}
          />
          <AccountLink
            texts={accountTexts}
            // The account's start: its orders, or the sign-in page of a guest without JavaScript.
            accountHref={links.route('account')}
            settingsHref={links.route('settings')}
          />
          <CartButton checkoutHref={links.route('checkout')} />
          <MenuDrawerLoader label={t('menu')} closeLabel={t('close')} className={styles.narrow}>
            {phoneCategories && <MenuNav menu={phoneCategories} className={styles.menuCategories} />}
            {shortcuts && <MenuNav menu={shortcuts} className={styles.menuLinks} />}
            <div className={styles.menuChoices}>{choices}</div>
          </MenuDrawerLoader>
        </div>
      </div>
      {categories && (
        <MenuNav menu={categories} className={`${styles.nav} ${styles.wide}`} listClassName="container" />
      )}
    </HeaderAutoHide>
  );
}
