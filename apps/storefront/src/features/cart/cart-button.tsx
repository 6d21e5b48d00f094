'use client';

import { useShop, useShopStore } from '@/features/shop/shop-provider';
import { fillMessage } from '@/lib/fill-message';
import { useHydrated } from '@/ui/use-hydrated';
import styles from './cart-button.module.css';
import { CART_BUTTON_ID, CART_PANEL_ID, shownCount } from './cart-model';
import { itemCountText } from './cart-texts';
import { loadCartEngine, loadCartPanel } from './load-cart';

/**
 * The cart in the header with the count of units in it. The server's HTML (and a browser without
 * JavaScript) has a link to the checkout; once the page runs, a button opens the cart panel.
 */
export function CartButton({ checkoutHref, className }: { checkoutHref: string; className?: string }) {
  const store = useShopStore();
  const texts = useShop((s) => s.cartSetup.texts);
  const locale = useShop((s) => s.locale);
  const count = useShop((s) => shownCount(s.cart, s.cartChanges));
  const busy = useShop((s) => s.cartChanges.length > 0);
  const open = useShop((s) => s.cartPanelOpen);
  const hydrated = useHydrated();

  const content = (
    <>
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-busy={busy || undefined}>
          {count > 99 ? '99+' : count}
        </span>
      )}
      <span className="visually-hidden">
        {hydrated
          ? fillMessage(texts.buttonLabel, { items: itemCountText(texts, locale, count) })
          : texts.title}
      </span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={checkoutHref} className={`${styles.button} ${className ?? ''}`}>
        {content}
      </a>
    );
  }
  const prepare = () => {
    loadCartPanel();
    loadCartEngine(store);
  };
  return (
    <button
      type="button"
      id={CART_BUTTON_ID}
      className={`${styles.button} ${className ?? ''}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      // The panel is on the page once it has been opened.
      aria-controls={open ? CART_PANEL_ID : undefined}
      onClick={() => store.getState().openCartPanel()}
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      {content}
    </button>
  );
}

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2.2l2.3 10.5h10.8L20.5 7H6.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.6" fill="currentColor" />
      <circle cx="17" cy="19" r="1.6" fill="currentColor" />
    </svg>
  );
}
