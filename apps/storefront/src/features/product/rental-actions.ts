'use server';

import { redirect } from 'next/navigation';
import { addToCartFromForm } from '@/features/cart/cart-actions';
import { cartPageHref } from '@/features/cart/cart-page-notice.server';
import { postedFrom } from '@/lib/routing/posted-from.server';

/**
 * "Add to cart" of the rental form the server renders for a browser without JavaScript (ADR 62):
 * the cart's own add, which goes on to the cart's page; a refusal (the days taken since the page
 * was cached) goes there too, to say why, with the way back to the machine.
 */
export async function addRentalFromForm(form: FormData): Promise<void> {
  const outcome = await addToCartFromForm({ status: 'idle', refusal: null }, form);
  redirect(
    await cartPageHref({ problem: outcome.refusal?.problem ?? 'failed', from: (await postedFrom()) ?? '' }),
  );
}
