'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import styles from './buy-box.module.css';
import { type BuyProblem, buyProblem } from './buy-rules';

export interface SizeOption {
  skuId: number;
  name: string;
  /** The most of this size one add may take (from the API). */
  maxQuantity: number;
  /** The stock status of this size, in words (from the API's status). */
  status: string;
}

/**
 * Size choice, quantity and the add-to-cart button. A product sold in sizes needs one chosen; the
 * quantity is capped by the stock of what is chosen. The cart itself is not open yet: a valid add
 * says so.
 */
export function BuyBox({
  productName,
  sizeRequired,
  sizes,
  maxQuantity,
}: {
  productName: string;
  /** Whether a size must be chosen (from the API). */
  sizeRequired: boolean;
  sizes: SizeOption[];
  /** The most of the whole product one add may take (from the API). */
  maxQuantity: number;
}) {
  const t = useTranslations('product');
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
    showToast(t('cartComingSoon', { name: chosen ? `${productName} (${chosen.name})` : productName }));
  }

  if (soldOut) return <p className={styles.soldOut}>{t('soldOut')}</p>;

  const sizeError = problem === 'sizeRequired' ? t('sizeRequired') : null;
  const quantityError =
    problem === 'quantity' || problem === 'soldOut' ? t('quantityInvalid', { max }) : null;
  return (
    <form className={styles.buy} onSubmit={submit} noValidate>
      {sizeRequired && (
        <fieldset
          ref={sizeGroup}
          className={styles.sizes}
          aria-invalid={sizeError ? true : undefined}
          aria-describedby={sizeError ? `${id}-size-error` : undefined}
        >
          <legend>{t('size')}</legend>
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
                <span>{size.maxQuantity === 0 ? t('sizeSoldOut', { size: size.name }) : size.name}</span>
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
          <label htmlFor={`${id}-quantity`}>{t('quantity')}</label>
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
            {t('quantityHint', { max })}
          </span>
        </div>
        <button type="submit" className={`button-primary ${styles.add}`}>
          {t('addToCart')}
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
