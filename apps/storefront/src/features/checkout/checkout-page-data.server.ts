import 'server-only';
import { cookies } from 'next/headers';
import type { Cart } from '@/features/cart/cart-model';
import { GetCartQuery } from '@/features/cart/queries';
import { sessionToken } from '@/lib/auth/session.server';
import { checkoutSecret } from '@/lib/checkout-secret.server';
import { COOKIES } from '@/lib/cookies';
import { mutate, query, queryPrivate } from '@/lib/graphql/server';
import { ChannelQuery } from '@/lib/routing/channel.server';
import { getShopContext } from '@/lib/shop-context.server';
import type { Checkout } from './checkout-session';
import { CreateOrUpdateCheckoutMutation } from './queries';

/**
 * The shopper's cart and the checkout the API keeps for it, for the checkout page rendered on the
 * server (uncached: it renders for each request). The checkout's personal fields come back only to
 * the browser's checkout secret that wrote them (ADR 28). Null where there is no cart or it is empty.
 */
export async function checkoutPageData(): Promise<{
  cart: Cart | null;
  checkout: Checkout | null;
  country: { code: string; name: string };
}> {
  const cartId = (await cookies()).get(COOKIES.cart)?.value ?? '';
  const { market } = await getShopContext();
  const { channel } = await query(ChannelQuery, {});
  const country = channel?.markets.find((m) => m.alias === market)?.country ?? { code: '', name: '' };
  if (!cartId) return { cart: null, checkout: null, country };
  const signedIn = { token: await sessionToken(), checkoutSecret: await checkoutSecret({ create: false }) };
  try {
    const { getCart } = await queryPrivate(
      GetCartQuery,
      { id: cartId, allowExternalShippingFee: true },
      signedIn,
    );
    // A cart the API no longer has (completed, unknown) answers as a new one with another id.
    if (getCart.id !== cartId || getCart.items.length === 0) return { cart: null, checkout: null, country };
    const answer = await mutate(CreateOrUpdateCheckoutMutation, { cartId }, signedIn);
    return { cart: getCart, checkout: answer.createOrUpdateCheckout ?? null, country };
  } catch (error) {
    console.error('The checkout could not be read', error);
    return { cart: null, checkout: null, country };
  }
}
