'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { fillMessage } from '@/lib/fill-message';
import styles from './buy-box.module.css';
import { type BuyProblem, buyProblem } from './buy-rules';

export interface SizeOption {
  skuId: number;
  name: string;
  /** What the choice says: the name, or that the size is sold out. */
  label: string;
  /** The most of this size one add may take (from the API). */
  maxQuantity: number;
  /** The stock status of this size, in words (from the API's status). */
  status: string;
}

export interface BuyTexts {
  size: string;
  sizeRequired: string;
  quantity: string;
  /** With `{max}`. */
  quantityHint: string;
  /** With `{max}`. */
  quantityInvalid: string;
  addToCart: string;
  soldOut: string;
  /** With `{name}`. */
  cartComingSoon: string;
}

/**
 * Size choice, quantity and the add-to-cart button. A product sold in sizes needs one chosen; the
 * quantity is capped by the stock of what is chosen. The cart itself is not open yet: a valid add
 * says so.
 */
export function BuyBox({
  texts,
  productName,
  sizeRequired,
  sizes,
  maxQuantity,
}: {
  texts: BuyTexts;
  productName: string;
  /** Whether a size must be chosen (from the API). */
  sizeRequired: boolean;
  sizes: SizeOption[];
  /** The most of the whole product one add may take (from the API). */
  maxQuantity: number;
}) {
  const showToast = useShop((s) => s.showToast);
  const [skuId, setSkuId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<BuyProblem | null>(null);
  const sizeGroup = useRef<HTMLFieldSetElement>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const chosen = sizes.find((s) => s.skuId === skuId);
  // Before a size is chosen, the hint names the most any one size allows.
  const max =
    chosen?.maxQuantity ?? (sizeRequired ? Math.max(0, ...sizes.map((s) => s.maxQuantity)) : maxQuantity);
  const soldOut = maxQuantity === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = buyProblem({ sizeRequired, skuId, quantity: Number(quantity), max });
    setProblem(found);
    if (found === 'sizeRequired') {
      sizeGroup.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    if (found) {
      quantityInput.current?.focus();
      return;
    }
    showToast(
      fillMessage(texts.cartComingSoon, { name: chosen ? `${productName} (${chosen.name})` : productName }),
    );
  }

  if (soldOut) return <p className={styles.soldOut}>{texts.soldOut}</p>;

  const sizeError = problem === 'sizeRequired' ? texts.sizeRequired : null;
  const quantityError =
    problem === 'quantity' || problem === 'soldOut' ? fillMessage(texts.quantityInvalid, { max }) : null;
  return (
    <form className={styles.buy} onSubmit={submit} noValidate>
      {sizeRequired && (
        <fieldset
          ref={sizeGroup}
          className={styles.sizes}
          aria-invalid={sizeError ? true : undefined}
          aria-describedby={sizeError ? `${id}-size-error` : undefined}
        >
          <legend>{texts.size}</legend>
          <div className={styles.sizeOptions}>
            {sizes.map((size) => (
              <label key={size.skuId} className={styles.size}>
                <input
                  type="radio"
                  name="size"
                  value={size.skuId}
                  checked={skuId === size.skuId}
                  disabled={size.maxQuantity === 0}
                  onChange={() => {
                    setSkuId(size.skuId);
                    setProblem(null);
                    setQuantity((q) => String(Math.min(Math.max(1, Number(q) || 1), size.maxQuantity)));
                  }}
                />
                <span>{size.label}</span>
              </label>
            ))}
          </div>
          {sizeError && (
            <p id={`${id}-size-error`} className={styles.error} role="alert">
              {sizeError}
            </p>
          )}
          {chosen && (
            <p className={styles.sizeStatus} aria-live="polite">
              {chosen.status}
            </p>
          )}
        </fieldset>
      )}
      <div className={styles.row}>
        <div className={styles.quantity}>
          <label htmlFor={`${id}-quantity`}>{texts.quantity}</label>
          <input
            ref={quantityInput}
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={quantity}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={`${id}-quantity-hint${quantityError ? ` ${id}-quantity-error` : ''}`}
            onChange={(event) => {
              setQuantity(event.target.value);
              if (problem === 'quantity') setProblem(null);
            }}
          />
          <span id={`${id}-quantity-hint`} className={styles.hint}>
            {fillMessage(texts.quantityHint, { max })}
          </span>
        </div>
        <button type="submit" className={`button-primary ${styles.add}`}>
          {texts.addToCart}
        </button>
      </div>
      {quantityError && (
        <p id={`${id}-quantity-error`} className={styles.error} role="alert">
          {quantityError}
        </p>
      )}
    </form>
  );
}
