'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { fillMessage } from '@/lib/fill-message';
import styles from './buy-box.module.css';
import { type BuyProblem, buyProblem } from './buy-rules';

export interface SizeOption {
  skuId: number;
  name: string;
  /** What the choice says: the name, or that the size is sold out. */
  label: string;
  /** The most of this size a cart line may hold (from the API). */
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
  quantityInvalid: string;
  addToCart: string;
  soldOut: string;
}

/**
 * Size choice, quantity and the add-to-cart button. A product sold in sizes needs one chosen and
 * the quantity must be a whole number; how many may go into the cart is the commerce API's to say,
 * and its refusal ("only {stock} left") shows here. Without JavaScript the form posts to the
 * server, which adds and comes back to the page.
 */
export function BuyBox({
  texts,
  productName,
  skuId,
  sizeRequired,
  sizes,
  maxQuantity,
}: {
  texts: BuyTexts;
  productName: string;
  /** The product's one SKU, when it is not sold in sizes. */
  skuId: number | null;
  /** Whether a size must be chosen (from the API). */
  sizeRequired: boolean;
  sizes: SizeOption[];
  /** The most of the whole product a cart line may hold (from the API). */
  maxQuantity: number;
}) {
  const { formAction, add, pending, state, posted, message, addedText, clear } = useAddToCart();
  const [chosenSku, setChosenSku] = useState<number | null>(() =>
    sizes.some((s) => s.skuId === posted?.skuId) ? (posted?.skuId ?? null) : null,
  );
  const [quantity, setQuantity] = useState(() => String(posted?.quantity ?? 1));
  const [problem, setProblem] = useState<BuyProblem | null>(null);
  const sizeGroup = useRef<HTMLFieldSetElement>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const chosen = sizes.find((s) => s.skuId === chosenSku);
  // Before a size is chosen, the hint names the most any one size allows.
  const max =
    chosen?.maxQuantity ?? (sizeRequired ? Math.max(0, ...sizes.map((s) => s.maxQuantity)) : maxQuantity);
  const name = chosen ? `${productName} (${chosen.name})` : productName;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = buyProblem({ sizeRequired, skuId: chosenSku, quantity: Number(quantity) });
    setProblem(found);
    clear();
    if (found === 'sizeRequired') {
      sizeGroup.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    if (found) {
      quantityInput.current?.focus();
      return;
    }
    const outcome = await add({ skuId: sizeRequired ? chosenSku : skuId, quantity: Number(quantity), name });
    if (outcome && !outcome.ok) quantityInput.current?.focus();
  }

  if (maxQuantity === 0) return <p className={styles.soldOut}>{texts.soldOut}</p>;

  // The API's refusal of a post sent without JavaScript, or of the last add.
  const apiSizeRequired = state.status === 'refused' && state.refusal?.problem === 'sizeRequired';
  const sizeError = problem === 'sizeRequired' || apiSizeRequired ? texts.sizeRequired : null;
  const quantityError =
    problem === 'quantity' ? texts.quantityInvalid : apiSizeRequired ? null : (message ?? null);
  const added = addedText(name);
  return (
    <form className={styles.buy} action={formAction} onSubmit={submit} noValidate>
      {!sizeRequired && skuId !== null && <input type="hidden" name="skuId" value={skuId} />}
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
                  checked={chosenSku === size.skuId}
                  disabled={size.maxQuantity === 0}
                  onChange={() => {
                    setChosenSku(size.skuId);
                    setProblem(null);
                    clear();
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
              setProblem(null);
              clear();
            }}
          />
          <span id={`${id}-quantity-hint`} className={styles.hint}>
            {fillMessage(texts.quantityHint, { max })}
          </span>
        </div>
        <button type="submit" className={`button-primary ${styles.add}`} aria-disabled={pending || undefined}>
          {texts.addToCart}
        </button>
      </div>
      {quantityError && (
        <p id={`${id}-quantity-error`} className={styles.error} role="alert">
          {quantityError}
        </p>
      )}
      {added && (
        <p className={styles.added} role="status">
          {added}
        </p>
      )}
    </form>
  );
}
