'use client';

import { useCallback, useEffect, useState } from 'react';
import { useShop, useShopStore } from '@/features/shop/shop-provider';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import styles from './cart-panel.module.css';
import { loadCartEngine } from './load-cart';

/** The promo code entry on its own, for the shopper's cart, working as it does in the cart panel. */
export function PromoCodeWidget() {
  const store = useShopStore();
  const texts = useShop((s) => s.cartSetup.texts);
  const cart = useShop((s) => s.cart);
  const status = useShop((s) => s.cartStatus);
  const [said, setSaid] = useState('');
  // The entry's code and the cart's engine load after the page has shown, not with it.
  const [loaded, load] = useLoadOnUse(
    useCallback(
      () => Promise.all([import('./cart-codes').then((m) => m.CartCodes), loadCartEngine(store)]),
      [store],
    ),
  );
  useEffect(() => {
    load();
    loadCartEngine(store).then((loaded) => loaded.start());
  }, [load, store]);

  const hasLines = (cart?.items.length ?? 0) > 0;
  const [CartCodes, engine] = loaded ?? [];
  return (
    <div className={styles.contents}>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {CartCodes && engine && cart && hasLines ? (
        <CartCodes
          cart={cart}
          texts={texts}
          kinds={['promoCode']}
          announce={setSaid}
          onCode={(_kind, code) => engine.setPromoCode(code)}
        />
      ) : (
        <p>{status === 'loading' ? texts.loading : texts.empty}</p>
      )}
    </div>
  );
}
