'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { tokenForChange } from '@/lib/auth/session.server';
import { checkoutSecret } from '@/lib/checkout-secret.server';
import { isCustomerType } from '@/lib/config';
import { secureCookies } from '@/lib/config.server';
import { COOKIES, cookieOptions, LONG_LIVED_SECONDS } from '@/lib/cookies';
import { refusedWith } from '@/lib/graphql/mutation-result';
import { mutate, queryPrivate } from '@/lib/graphql/server';
import { getLinks, getShopContext } from '@/lib/shop-context.server';
import { checkoutInputOf, EMPTY_ADDRESS, emptyValues } from './checkout-input';
import type { CheckoutInput } from './checkout-session';
import { fieldProblemsOf } from './field-problems';
import { type CheckoutPageOutcome, printOutcome } from './form-outcome';
import { orderRedirectHref } from './order-redirect';
import { CreateOrUpdateCheckoutMutation, OrderOfCartQuery, PlaceOrderMutation } from './queries';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const id = (form: FormData, name: string) => {
  const value = Number(text(form, name) || Number.NaN);
  return Number.isSafeInteger(value) ? value : null;
};

/** The posted form as the API takes it, as the scripted form builds it (`checkoutInputOf`). */
function inputOf(form: FormData, countryCode: string): CheckoutInput {
  const chosenType = text(form, 'customerType');
  const values = emptyValues(isCustomerType(chosenType) ? chosenType : 'PERSON');
  const address = (prefix: string) => ({
    ...EMPTY_ADDRESS,
    firstName: text(form, `${prefix}firstName`),
    lastName: text(form, `${prefix}lastName`),
    addressLine1: text(form, `${prefix}addressLine1`),
    zip: text(form, `${prefix}zip`),
    city: text(form, `${prefix}city`),
  });
  return checkoutInputOf(
    {
      ...values,
      company: text(form, 'company'),
      identityNumber: text(form, 'identityNumber'),
      email: text(form, 'email'),
      mobile: text(form, 'mobile'),
      billing: address(''),
      message: text(form, 'message'),
      shippingId: id(form, 'shippingId'),
      pickupPoint: text(form, 'pickupPoint') || null,
      paymentId: id(form, 'paymentId'),
      terms: form.get('terms') === 'on',
    },
    countryCode,
    // Without the field on the page (a market that asks for none) the kept number is cleared.
    form.has('identityNumber'),
  );
}

/**
 * The checkout's form where no script runs (ADR 14, ADR 30): each post saves the whole form with
 * `createOrUpdateCheckout` and the page renders again with what the API answers (the ways to ship
 * to the zip, to pay, the cart with its shipping); "Place order" then places it and follows the API
 * to the confirmation or a provider's failure page. What the API refuses comes back in the page's
 * address, each field with its problem, worded beside the field by the page.
 */
export async function checkoutFromForm(form: FormData): Promise<void> {
  const links = await getLinks();
  const back = (outcome: CheckoutPageOutcome) => links.route('checkout', {}, printOutcome(outcome));
  const cartId = (await cookies()).get(COOKIES.cart)?.value ?? '';
  if (!cartId) redirect(back({}));
  const signedIn = {
    token: await tokenForChange(),
    checkoutSecret: await checkoutSecret({ create: true }),
  };
  const input = inputOf(form, text(form, 'country'));
  const jar = await cookies();
  if (input.customerType) {
    jar.set(
      COOKIES.customerType,
      input.customerType,
      cookieOptions(LONG_LIVED_SECONDS, { secure: secureCookies() }),
    );
  }
  let target: string;
  try {
    await mutate(CreateOrUpdateCheckoutMutation, { cartId, checkout: input }, signedIn);
    if (form.get('intent') !== 'place') redirect(back({}));
    const { placeOrder } = await mutate(PlaceOrderMutation, { cartId, checkout: input }, signedIn);
    const href = orderRedirectHref(await getShopContext(), placeOrder?.redirectUrl);
    if (!href) throw new Error(`placeOrder answered no address of ours: ${placeOrder?.redirectUrl}`);
    if (placeOrder?.status === 'OK') jar.delete(COOKIES.cart);
    target = href;
  } catch (error) {
    if (isRedirect(error)) throw error;
    target = await refusedTarget(error, cartId, signedIn, back);
  }
  redirect(target);
}

/** Where a refused save or placement leads: the confirmation of an order placed before, or back. */
async function refusedTarget(
  error: unknown,
  cartId: string,
  signedIn: { token: string | null; checkoutSecret: string | null },
  back: (outcome: CheckoutPageOutcome) => string,
): Promise<string> {
  if (refusedWith(error, 'CART_COMPLETED')) {
    // Placed already (a post sent twice): only the buyer finds its confirmation.
    const { orderOfCart } = await queryPrivate(OrderOfCartQuery, { cartId }, signedIn);
    const href = orderRedirectHref(await getShopContext(), orderOfCart);
    if (href) return href;
  }
  if (refusedWith(error, 'AMOUNT_TOO_LARGE')) return back({ error: 'tooLarge' });
  const problems = fieldProblemsOf(error);
  if (Object.keys(problems).length > 0) return back({ error: 'fields', problems });
  console.error('The checkout could not be saved or placed', error);
  return back({ error: 'failed' });
}

/** Next's redirect is thrown: it must leave the action as it came. */
function isRedirect(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'digest' in error &&
    String((error as { digest: unknown }).digest).startsWith('NEXT_REDIRECT')
  );
}
