'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fillMessage } from '@/lib/fill-message';
import type { CartOutcome } from './cart-engine';
import type { Cart } from './cart-model';
import styles from './cart-panel.module.css';
import { refusalText } from './cart-problems';
import type { CartTexts } from './cart-texts';

export type CodeKind = 'promoCode' | 'giftCard';

/**
 * A promo code and a gift card (or only the kinds asked for), each in one of two forms: an entry with
 * its refusal (invalid, requirements not met, ...) or the code in use with what it does and a button
 * that removes it.
 */
export function CartCodes({
  cart,
  texts,
  onCode,
  announce,
  kinds = ['promoCode', 'giftCard'],
}: {
  cart: Cart;
  texts: CartTexts;
  onCode: (kind: CodeKind, code: string) => Promise<CartOutcome>;
  /** Says a change out loud (the contents' status region). */
  announce: (text: string) => void;
  kinds?: readonly CodeKind[];
}) {
  return (
    <div className={styles.codes}>
      {kinds.includes('promoCode') && (
        <CodeEntry
          kind="promoCode"
          label={texts.promoCode}
          applyLabel={texts.applyPromoCode}
          texts={texts}
          cart={cart}
          describe={(c) => promoInUse(c, texts)}
          onCode={onCode}
          announce={announce}
        />
      )}
      {kinds.includes('giftCard') && (
        <CodeEntry
          kind="giftCard"
          label={texts.giftCard}
          applyLabel={texts.applyGiftCard}
          texts={texts}
          cart={cart}
          describe={(c) => giftCardInUse(c, texts)}
          onCode={onCode}
          announce={announce}
        />
      )}
    </div>
  );
}

/** The promo code in use: activated, waiting for its requirements, or ended since it was set. */
function promoInUse(cart: Cart, texts: CartTexts): AppliedCode | null {
  const code = cart.promoCode;
  if (!code) return null;
  const state =
    cart.promoCodeState === 'REQUIREMENTS_NOT_MET'
      ? texts.promoWaiting
      : cart.promoCodeState === 'INVALID'
        ? texts.promoEnded
        : texts.promoActivated;
  return {
    lines: [fillMessage(state, { code })],
    tone: cart.promoCodeState === 'ACTIVATED' ? 'good' : 'warn',
    removeLabel: fillMessage(texts.removePromoCode, { code }),
    removed: texts.promoRemoved,
  };
}

/** The gift card in use: what it pays of this cart and what stays on it. */
function giftCardInUse(cart: Cart, texts: CartTexts): AppliedCode | null {
  const code = cart.giftCardCode;
  if (!code) return null;
  const { balance } = cart.summary;
  return {
    lines: [
      fillMessage(texts.giftCardApplied, { code, amount: balance.fromGiftCardFormatted }),
      fillMessage(texts.giftCardRemaining, { amount: balance.remainingFormatted }),
    ],
    tone: 'good',
    removeLabel: fillMessage(texts.removeGiftCard, { code }),
    removed: texts.giftCardRemoved,
  };
}

interface AppliedCode {
  lines: string[];
  tone: 'good' | 'warn';
  removeLabel: string;
  removed: string;
}

function CodeEntry({
  kind,
  label,
  applyLabel,
  texts,
  cart,
  describe,
  onCode,
  announce,
}: {
  kind: CodeKind;
  label: string;
  applyLabel: string;
  texts: CartTexts;
  cart: Cart;
  describe: (cart: Cart) => AppliedCode | null;
  onCode: (kind: CodeKind, code: string) => Promise<CartOutcome>;
  announce: (text: string) => void;
}) {
  const applied = describe(cart);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the entry and the code in use have traded places on the page.
  const focusNext = useRef<'input' | 'remove' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'input' ? input.current : focusNext.current ? remove.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  async function send(code: string) {
    setBusy(true);
    const outcome = await onCode(kind, code);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.refusal ? refusalText(texts, outcome.refusal) : texts.failed);
      (code ? input.current : remove.current)?.focus();
      return;
    }
    setError(null);
    // The entry gives way to the code in use, whose remove button takes the focus, and back.
    focusNext.current = code ? 'remove' : 'input';
    announce(code ? (describe(outcome.cart)?.lines.join(' ') ?? '') : (applied?.removed ?? ''));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      input.current?.focus();
      return;
    }
    send(code);
  }

  if (applied) {
    return (
      <div className={styles.applied} data-tone={applied.tone} aria-busy={busy || undefined}>
        <div>
          <p className={styles.appliedLabel}>{label}</p>
          {applied.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {error && (
            <p className={styles.notice} role="alert">
              {error}
            </p>
          )}
        </div>
        <button
          ref={remove}
          type="button"
          className={styles.iconButton}
          aria-label={applied.removeLabel}
          disabled={busy}
          onClick={() => send('')}
        >
          <CloseIcon />
        </button>
      </div>
    );
  }
  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <label htmlFor={`${id}-code`}>{label}</label>
      <div className={styles.codeRow}>
        <input
          className="text-input"
          ref={input}
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => error && setError(null)}
        />
        <button type="submit" className={styles.secondaryButton} aria-label={applyLabel} disabled={busy}>
          {texts.apply}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.notice} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
