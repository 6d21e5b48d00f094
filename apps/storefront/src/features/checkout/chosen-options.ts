import type { CheckoutValues } from './checkout-input';
import type { Checkout } from './checkout-session';

/**
 * The ways to ship and pay the form shows as chosen: the shopper's choice while the API offers it,
 * else the one the API chose; a way to pay that is no longer offered falls back to the first.
 */
export function chosenOptions(
  values: Pick<CheckoutValues, 'shippingId' | 'pickupPoint' | 'paymentId'>,
  checkout: Pick<Checkout, 'shippingOptions' | 'paymentOptions'> | null,
): { shippingId: number | null; pickupPoint: string | null; paymentId: number | null } {
  const shippingOptions = checkout?.shippingOptions ?? [];
  const paymentOptions = checkout?.paymentOptions ?? [];
  const shipping =
    shippingOptions.find((o) => o.id === values.shippingId) ??
    shippingOptions.find((o) => o.isSelected) ??
    null;
  const places = shipping?.subOptions ?? [];
  const place =
    places.find((p) => p.externalId === values.pickupPoint) ?? places.find((p) => p.isSelected) ?? null;
  const payment =
    paymentOptions.find((o) => o.id === values.paymentId) ??
    paymentOptions.find((o) => o.isSelected) ??
    paymentOptions[0] ??
    null;
  return {
    shippingId: shipping?.id ?? null,
    pickupPoint: place?.externalId ?? null,
    paymentId: payment?.id ?? null,
  };
}
