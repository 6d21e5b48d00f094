'use client';

import Link from 'next/link';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { fillMessage } from '@/lib/fill-message';
import { lineName } from '@/lib/line-details';
import { CartCodes } from './cart-codes';
import type { CartEngine } from './cart-engine';
import { CartLines, type LineNotice } from './cart-lines';
import { type ShownLine, shownCount, shownLines } from './cart-model';
import styles from './cart-panel.module.css';
import { refusalText } from './cart-problems';
import { CartSummary, FreeShippingNote } from './cart-summary';

/**
 * What the cart holds and costs, and what the shopper can change: the body of the cart panel, and
 * of the checkout page. A change shows at once and is rolled back, with the API's reason, when the
 * API refuses it; amounts always wait for the API's answer.
 */
export function CartContents({
  engine,
  place,
  onLeave,
}: {
  /** The cart's state and API calls, loaded in a chunk of their own. */
  engine: CartEngine;
  /** In the panel the contents end with the way to checkout; on the checkout page they do not. */
  place: 'panel' | 'checkout';
  /** Closes the panel, when the shopper follows a link or goes on shopping. */
  onLeave?: () => void;
}) {
  const texts = useShop((s) => s.cartSetup.texts);
  const checkoutHref = useShop((s) => s.cartSetup.checkoutHref);
  const cart = useShop((s) => s.cart);
  const changes = useShop((s) => s.cartChanges);
  const status = useShop((s) => s.cartStatus);
  const [notice, setNotice] = useState<LineNotice | null>(null);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  // A removed line takes its buttons along: the focus goes to the list, or to the news it is empty.
  const focusLines = useRef(false);
  useEffect(() => {
    const target = list.current ?? empty.current;
    if (!focusLines.current || !target) return;
    focusLines.current = false;
    target.focus();
  });
  const lines = shownLines(cart, changes);
  const count = shownCount(cart, changes);
  const busy = changes.length > 0;

  async function setQuantity({ line }: ShownLine, quantity: number) {
    setNotice(null);
    const name = lineName(line);
    if (quantity === 0) focusLines.current = true;
    const outcome = await engine.setQuantity(line.skuId, quantity);
    if (!outcome.ok) {
      const text = outcome.refusal ? refusalText(texts, outcome.refusal, 'set') : texts.failed;
      setNotice({ skuId: line.skuId, text });
    } else if (quantity === 0) {
      setSaid(fillMessage(texts.removed, { name }));
    }
  }

  const statusRegion = (
    <p role="status" className="visually-hidden">
      {busy ? texts.updating : said}
    </p>
  );

  if (!cart && count === 0) {
    if (status === 'loading' || status === 'absent') {
      return (
        <div className={styles.contents} data-place={place}>
          {statusRegion}
          {status === 'loading' ? (
            <p className={styles.message}>{texts.loading}</p>
          ) : (
            <EmptyCart texts={texts} place={place} emptyRef={empty} onLeave={onLeave} />
          )}
        </div>
      );
    }
    return (
      <div className={styles.contents} data-place={place}>
        {statusRegion}
        <p className={styles.message}>{texts.loadFailed}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => engine.load()}>
          {texts.retry}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.contents} data-place={place}>
      {statusRegion}
      {cart && lines.length > 0 && <FreeShippingNote cart={cart} texts={texts} />}
      {lines.length > 0 ? (
        <CartLines
          lines={lines}
          texts={texts}
          notice={notice}
          listRef={list}
          onQuantity={setQuantity}
          onNavigate={onLeave}
        />
      ) : count > 0 ? (
        <p className={styles.message}>{texts.updating}</p>
      ) : (
        <EmptyCart texts={texts} place={place} emptyRef={empty} onLeave={onLeave} />
      )}
      {cart && lines.length > 0 && (
        <>
          <CartCodes
            cart={cart}
            texts={texts}
            announce={setSaid}
            onCode={(kind, code) => {
              setNotice(null);
              return kind === 'promoCode' ? engine.setPromoCode(code) : engine.setGiftCard(code);
            }}
          />
          <CartSummary cart={cart} texts={texts} busy={busy} />
          {place === 'panel' && (
            <div className={styles.checkoutBar}>
              {/* The checkout renders for each shopper: a prefetch was a render Next then cancelled. */}
              <Link
                href={checkoutHref}
                prefetch={false}
                className={`button-primary ${styles.checkout}`}
                onClick={onLeave}
              >
                {texts.toCheckout}
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function EmptyCart({
  texts,
  place,
  emptyRef,
  onLeave,
}: {
  texts: { empty: string; continueShopping: string };
  place: 'panel' | 'checkout';
  emptyRef: Ref<HTMLParagraphElement>;
  onLeave?: () => void;
}) {
  return (
    <>
      <p ref={emptyRef} className={styles.message} tabIndex={-1}>
        {texts.empty}
      </p>
      {place === 'panel' && onLeave && (
        <button type="button" className={styles.secondaryButton} onClick={onLeave}>
          {texts.continueShopping}
        </button>
      )}
    </>
  );
}
