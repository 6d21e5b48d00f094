'use client';

import { type MouseEvent, useEffect, useRef } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { CloseIcon } from './cart-codes';
import { CartContents } from './cart-contents';
import type { CartEngine } from './cart-engine';
import { CART_BUTTON_ID, CART_PANEL_ID, shownCount } from './cart-model';
import styles from './cart-panel.module.css';
import { itemCountText } from './cart-texts';

const TITLE_ID = 'cart-panel-title';

/**
 * The cart panel: a modal <dialog> drawer from the right. The browser's modal dialog keeps focus
 * inside it and the page behind it inert, and closes it with Escape; on closing, focus goes back
 * to what opened it (or to the header's cart button when that is gone, as the 'added' notice is).
 * Loaded on first use by `CartIsland`.
 */
export function CartPanel({ engine }: { engine: CartEngine }) {
  const open = useShop((s) => s.cartPanelOpen);
  const closePanel = useShop((s) => s.closeCartPanel);
  const texts = useShop((s) => s.cartSetup.texts);
  const locale = useShop((s) => s.locale);
  const count = useShop((s) => shownCount(s.cart, s.cartChanges));
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      // The modal dialog focuses its first control while it slides in from off the screen, which
      // would scroll a page wider than the window; the page stays where the shopper left it.
      const { scrollX, scrollY } = window;
      element.showModal();
      window.scrollTo(scrollX, scrollY);
    }
    if (!open && element.open) element.close();
  }, [open]);

  const onClosed = () => {
    closePanel();
    const back = opener.current;
    const target =
      back instanceof HTMLElement && back !== document.body && back.isConnected && back.offsetParent !== null
        ? back
        : document.getElementById(CART_BUTTON_ID);
    target?.focus();
  };

  // A click on the backdrop lands on the dialog itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only catches the backdrop.
    <dialog
      ref={dialog}
      id={CART_PANEL_ID}
      aria-labelledby={TITLE_ID}
      className={styles.panel}
      onClose={onClosed}
      onClick={onClick}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={TITLE_ID} className={styles.title}>
              {texts.title}
              {count > 0 && <span className={styles.count}>{itemCountText(texts, locale, count)}</span>}
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={texts.close}
              onClick={() => dialog.current?.close()}
            >
              <CloseIcon />
            </button>
          </div>
          <CartContents engine={engine} place="panel" onLeave={() => dialog.current?.close()} />
        </div>
      )}
    </dialog>
  );
}
