'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { secureCookies } from '@/lib/config.server';
import { COOKIES, cookieOptions, LONG_LIVED_SECONDS } from '@/lib/cookies';
import { mutateResult, queryPrivate } from '@/lib/graphql/server';
import { askedPeriod, type RentalRequest, rentalRequestOf } from '@/lib/rental-period';
import { postedFrom } from '@/lib/routing/posted-from.server';
import { getShopContext } from '@/lib/shop-context.server';
import { cartPageHref } from './cart-page-notice.server';
import { CART_PROBLEMS, LOST_CART, type Refusal, refusalText } from './cart-problems';
import { cartTexts } from './cart-texts.server';
import { AddToCartMutation, GetCartQuery } from './queries';

export interface AddToCartFormState {
  status: 'idle' | 'added' | 'refused' | 'failed';
  refusal: Refusal | null;
  /** What a refusal says, worded here so that the form's first load carries no wording rules. */
  message?: string;
  /** What was posted, shown again with a refusal. */
  values?: { skuId: number | null; quantity: number | null };
}

/** A whole number as posted, or null; the API judges its range. */
function postedInteger(form: FormData, name: string): number | null {
  const value = Number(form.get(name) ?? Number.NaN);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A rental's days as posted (`from`, `to`), when both are dates, its `deliveryZip`, and its
 * `damageWaiver` checkbox; the API judges them.
 */
function postedPeriod(form: FormData): RentalRequest | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const request = rentalRequestOf(askedPeriod(text('from'), text('to'), text('deliveryZip')));
  return request && text('damageWaiver') === 'true' ? { ...request, damageWaiver: true } : request;
}

/** The refusal (or failure) in the words of the page's language. */
async function refused(
  refusal: Refusal | null,
  values: AddToCartFormState['values'],
): Promise<AddToCartFormState> {
  const texts = await cartTexts((await getShopContext()).locale);
  return refusal
    ? { status: 'refused', refusal, message: refusalText(texts, refusal, 'add'), values }
    : { status: 'failed', refusal: null, message: texts.failed, values };
}

async function newCartId(): Promise<string> {
  return (await queryPrivate(GetCartQuery, { id: '' })).getCart.id;
}

/**
 * "Add to cart" where the browser runs no script (ADR 14): the form posts the size (or the sku)
 * and quantity, and a rental's days, the commerce API adds them to the cart the cookie names (a
 * new cart the first time, or when that one is gone), the cookie keeps the cart for a year, and
 * the shopper is sent to the cart's page, which says what was added, counts the cart and leads
 * back to the page the form was posted from (a cached page cannot show one shopper's cart). A
 * refusal (a size not chosen, over the stock cap, days no machine is free) is answered with the
 * page and the API's reason. With JavaScript the cart's own code adds instead and this is not called.
 */
export async function addToCartFromForm(
  _previous: AddToCartFormState,
  form: FormData,
): Promise<AddToCartFormState> {
  const skuId = postedInteger(form, 'skuId') ?? postedInteger(form, 'size');
  const posted = postedInteger(form, 'quantity');
  const quantity = posted ?? 0;
  const values = { skuId, quantity: posted };
  const rentalPeriod = postedPeriod(form);
  const item = { skuId, quantity, ...(rentalPeriod ? { rentalPeriod } : {}) };
  const jar = await cookies();
  let id = jar.get(COOKIES.cart)?.value ?? '';
  const add = (cartId: string) => mutateResult(AddToCartMutation, { id: cartId, item }, CART_PROBLEMS);
  try {
    if (!id) id = await newCartId();
    let result = await add(id);
    if (!result.ok && result.formError && LOST_CART.has(result.formError)) {
      id = await newCartId();
      result = await add(id);
    }
    if (!result.ok) {
      const problem = Object.values(result.fieldErrors)[0];
      return refused(problem ? { problem, details: result.details } : null, values);
    }
    id = result.data.addToCart.id;
  } catch (error) {
    console.error('A cart could not be created', error);
    return refused(null, values);
  }
  jar.set(COOKIES.cart, id, cookieOptions(LONG_LIVED_SECONDS, { secure: secureCookies() }));
  redirect(await cartPageHref({ added: skuId ?? '', from: (await postedFrom()) ?? '' }));
}

/**
 * "Add to cart" of the rental form the server renders for a browser without JavaScript (ADR 62):
 * the same add, which goes on to the cart's page; a refusal (the days taken since the page was
 * cached) goes there too, to say why, with the way back to the machine.
 */
export async function addRentalFromForm(form: FormData): Promise<void> {
  const outcome = await addToCartFromForm({ status: 'idle', refusal: null }, form);
  redirect(
    await cartPageHref({ problem: outcome.refusal?.problem ?? 'failed', from: (await postedFrom()) ?? '' }),
  );
}
