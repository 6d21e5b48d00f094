'use client';

import { useActionState, useState } from 'react';
import { useShop, useShopStore } from '@/features/shop/shop-provider';
import { fillMessage } from '@/lib/fill-message';
import type { RentalRequest } from '@/lib/rental-period';
import { type AddToCartFormState, addToCartFromForm } from './cart-actions';
import type { CartOutcome } from './cart-engine';
import { loadCartEngine, loadCartPanel } from './load-cart';

const IDLE: AddToCartFormState = { status: 'idle', refusal: null };

export interface AddItem {
  skuId: number | null;
  quantity: number;
  /** The product (and size) as the 'added' notice names it. */
  name: string;
  /** A rental's days (and delivery): its line holds one machine for them. */
  rentalPeriod?: RentalRequest;
}

/**
 * Adding to the cart from a form that works both ways: the form's action (for a post sent before
 * or without JavaScript) and `add`, which the form's submit handler calls once the page runs. The
 * cart's code loads with the first add. `message` is what the last add answered, in words.
 */
export function useAddToCart() {
  const store = useShopStore();
  const texts = useShop((s) => s.cartSetup.texts);
  const [posted, formAction] = useActionState(addToCartFromForm, IDLE);
  const [answered, setAnswered] = useState<AddToCartFormState | null>(null);
  const [pending, setPending] = useState(false);

  async function add(item: AddItem): Promise<CartOutcome | null> {
    if (pending) return null;
    setPending(true);
    setAnswered(IDLE);
    loadCartPanel();
    try {
      const engine = await loadCartEngine(store);
      const outcome =
        item.skuId === null
          ? ({ ok: false, refusal: { problem: 'sizeRequired' } } as const)
          : await engine.add({ ...item, skuId: item.skuId });
      setAnswered(
        outcome.ok
          ? IDLE
          : {
              status: outcome.refusal ? 'refused' : 'failed',
              refusal: outcome.refusal,
              message: engine.say(outcome.refusal, 'add'),
            },
      );
      return outcome;
    } finally {
      setPending(false);
    }
  }

  const state = answered ?? posted;
  const message =
    state.status === 'refused' || state.status === 'failed' ? (state.message ?? texts.failed) : null;
  return {
    formAction,
    add,
    pending,
    state,
    /** What a post sent without JavaScript carried, for the form to show again. */
    posted: posted.values,
    message,
    /** Without JavaScript and without a page to go back to, the post answers that it was added. */
    addedText: (name: string) => (state.status === 'added' ? fillMessage(texts.added, { name }) : null),
    clear: () => setAnswered(IDLE),
  };
}
