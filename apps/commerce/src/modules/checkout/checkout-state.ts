import type { RequestContext } from '#src/graphql/context.ts';
import {
  type CartRow,
  cartWeight,
  type PricedCart,
  priceCart,
  productWeights,
} from '#src/modules/cart/index.ts';
import type { Scope } from '#src/modules/channels/index.ts';
import { customerKeyOf } from './customer.ts';
import { type PaymentProvider, paymentProvidersIn } from './payment/index.ts';
import {
  nearestPickupPoints,
  type PickupPlace,
  type ShippingOption,
  shippingOptionsFor,
} from './shipping/index.ts';
import type { CheckoutRow } from './store.ts';

/** A cart's checkout as the shopper sees it now: the cart priced with the chosen shipping, and the choices. */
export interface CheckoutState {
  checkout: CheckoutRow;
  scope: Scope;
  priced: PricedCart;
  /** Where the goods go: the shipping address's zip, else the billing address's. */
  zip: string | null;
  shippingOptions: ShippingOption[];
  /** The chosen option, or the first when the chosen one is not offered (or none was chosen). */
  shipping: ShippingOption | null;
  /** The chosen pickup point (or the store) of that option, else its nearest. */
  place: PickupPlace | null;
  paymentOptions: PaymentProvider[];
  payment: PaymentProvider | null;
  /** The invoice's key of the customer, once the identity number (or email) says who it is. */
  customerKey: string | null;
  /** Whether the answer may show the personal fields: to their writer's session or owner only (ADR 28). */
  visible: boolean;
}

/** The zip the goods go to: a separate shipping address's, else the billing address's. */
export const destinationZip = (checkout: CheckoutRow): string | null =>
  checkout.shippingAddress?.zip || checkout.billingAddress?.zip || null;

/**
 * Works out a checkout: prices the cart, offers the ways to ship it to the zip (by the items'
 * value after discounts, a promo code's free shipping and the cart's weight) and to pay, and
 * prices the cart again with the chosen option's fee. Reads only; placing an order works it out
 * again inside its own checks.
 */
export async function checkoutState(
  ctx: RequestContext,
  cart: CartRow,
  scope: Scope,
  checkout: CheckoutRow,
  visible = true,
): Promise<CheckoutState> {
  const market = scope.market;
  const standard = await priceCart(ctx, { ...cart, externalShippingFeeIncVat: null }, scope, {
    allowExternalShippingFee: false,
  });
  const zip = destinationZip(checkout);
  const productIds = [...new Set(standard.items.map((item) => item.product.id))];
  const [weights, pickupPoints] = await Promise.all([
    productWeights(ctx.db, productIds),
    zip ? nearestPickupPoints(ctx.db, market.country.code, zip) : [],
  ]);
  const shippingOptions =
    standard.items.length === 0
      ? []
      : shippingOptionsFor({
          marketAlias: market.alias,
          countryCode: market.country.code,
          zip,
          // A hire is not shipped: its machine weighs nothing here.
          weight: cartWeight(
            standard.items
              .filter((item) => item.rental === null)
              .map((item) => ({ productId: item.product.id, quantity: item.quantity })),
            weights,
          ),
          onlyHires: standard.items.every((item) => item.rental !== null),
          itemsIncVat: standard.totals.items.incVat,
          freeShippingByPromo: standard.promo.state === 'ACTIVATED' && standard.promo.effect.freeShipping,
          pickupPoints,
        });
  const shipping = shippingOptions.find((o) => o.id === checkout.shippingId) ?? shippingOptions[0] ?? null;
  const place = shipping
    ? (shipping.places.find((p) => p.id === checkout.pickupPoint) ?? shipping.places[0] ?? null)
    : null;
  // Home delivery is the market's standard shipping: the cart as first priced already has its fee.
  const priced =
    !shipping || shipping.kind === 'HOME_DELIVERY'
      ? standard
      : await priceCart(ctx, { ...cart, externalShippingFeeIncVat: shipping.feeIncVat }, scope, {
          allowExternalShippingFee: true,
        });

  const paymentOptions = paymentProvidersIn(market);
  const payment = paymentOptions.find((p) => p.paymentId === checkout.paymentId) ?? paymentOptions[0] ?? null;
  const customerKey = customerKeyOf(checkout, market.country.code);

  return {
    checkout,
    scope,
    priced,
    zip,
    shippingOptions,
    shipping,
    place,
    paymentOptions,
    payment,
    customerKey,
    visible,
  };
}
