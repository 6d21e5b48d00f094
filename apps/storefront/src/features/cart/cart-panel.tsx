'use client';

import { useRef } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { Dialog, DialogClose, focusOpener } from '@/ui/dialog';
import { CloseIcon } from './cart-codes';
import { CartContents } from './cart-contents';
import type { CartEngine } from './cart-engine';
import { CART_BUTTON_ID, CART_PANEL_ID, shownCount } from './cart-model';
import styles from './cart-panel.module.css';
import { itemCountText } from './cart-texts';

const TITLE_ID = 'cart-panel-title';

/**
 * The cart panel: a modal dialog drawer from the right. On closing, focus goes back to what opened
 * it (or to the header's cart button when that is gone, as the 'added' notice is).
 * Loaded on first use by `CartIsland`.
 */
export function CartPanel({ engine }: { engine: CartEngine }) {
  const open = useShop((s) => s.cartPanelOpen);
  const closePanel = useShop((s) => s.closeCartPanel);
  const texts = useShop((s) => s.cartSetup.texts);
  const locale = useShop((s) => s.locale);
  const count = useShop((s) => shownCount(s.cart, s.cartChanges));
  const dialog = useRef<HTMLDialogElement>(null);

  const onClosed = (opener: Element | null) => {
    closePanel();
    focusOpener(opener, document.getElementById(CART_BUTTON_ID));
  };

  return (
    <Dialog
      dialogRef={dialog}
      open={open}
      id={CART_PANEL_ID}
      aria-labelledby={TITLE_ID}
      className={styles.panel}
      onClose={onClosed}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={TITLE_ID} className={styles.title}>
              {texts.title}
              {count > 0 && <span className={styles.count}>{itemCountText(texts, locale, count)}</span>}
            </h2>
            <DialogClose className={styles.iconButton} aria-label={texts.close}>
              <CloseIcon />
            </DialogClose>
          </div>
          <CartContents engine={engine} place="panel" onLeave={() => dialog.current?.close()} />
        </div>
      )}
    </Dialog>
  );
}
