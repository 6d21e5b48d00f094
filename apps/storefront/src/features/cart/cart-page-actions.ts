'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { COOKIES } from '@/lib/cookies';
import { mutateResult } from '@/lib/graphql/server';
import { cartPageHref } from './cart-page-notice.server';
import { CART_PROBLEMS } from './cart-problems';
import { UpdateCartItemMutation } from './queries';

// The cart page's own actions, apart from "Add to cart" (cart-actions.ts): the product page's
// first load carries a reference to each action of a module its forms import.

/** A whole number as posted, or null; the API judges its range. */
function postedInteger(form: FormData, name: string): number | null {
  const value = Number(form.get(name) ?? Number.NaN);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A line's quantity set (0 removes it) on the cart's page where no script runs: the shopper comes
 * back to the page, with the API's refusal beside the line.
 */
export async function setCartLineFromForm(form: FormData): Promise<void> {
  const skuId = postedInteger(form, 'skuId');
  const quantity = postedInteger(form, 'quantity');
  const id = (await cookies()).get(COOKIES.cart)?.value ?? '';
  const from = String(form.get('from') ?? '');
  if (skuId === null || !id) redirect(await cartPageHref({ from }));
  const result = await mutateResult(
    UpdateCartItemMutation,
    { id, item: { skuId, quantity: quantity ?? -1 }, allowExternalShippingFee: true },
    CART_PROBLEMS,
  );
  if (result.ok) redirect(await cartPageHref({ from, ...(quantity === 0 ? { removed: skuId } : {}) }));
  const problem = Object.values(result.fieldErrors)[0];
  const cap = result.details?.maxQuantity;
  redirect(
    await cartPageHref({
      from,
      line: skuId,
      problem: problem ?? 'failed',
      ...(typeof cap === 'number' ? { cap } : {}),
    }),
  );
}
