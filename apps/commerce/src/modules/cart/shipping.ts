import { config, type MarketCheckoutShipping } from '#src/config.ts';
import type { LocalizedText } from '#src/db/schema.ts';
import type { Market } from '#src/modules/channels/index.ts';
import type { CartWeight } from './weights.ts';

export interface ShippingRule {
  feeIncVat: number;
  /** Parcels ship free when the items are worth more than this. */
  freeAboveIncVat: number;
  /** The freight fee when the cart is too heavy for parcels: it replaces the standard fee and is never waived. */
  freightFeeIncVat: number | null;
  vatRateBp: number;
  /** A fee chosen in the checkout, when the request allows one; it replaces the standard fee. */
  externalFeeIncVat: number | null;
}

/** What the cart's shipping is called until the checkout offers its options. */
export const STANDARD_SHIPPING_NAME: LocalizedText = {
  sv: 'Standardfrakt',
  da: 'Standardfragt',
  en: 'Standard shipping',
  fi: 'Vakiotoimitus',
  nb: 'Standardfrakt',
};

/** Heavy goods, carried by lorry: the cart's shipping when it weighs more than a parcel may, and a checkout option. */
export const FREIGHT_NAME: LocalizedText = {
  sv: 'Fraktleverans (tungt gods)',
  da: 'Fragtlevering (tungt gods)',
  en: 'Freight delivery (heavy goods)',
  fi: 'Rahtitoimitus (raskas tavara)',
  nb: 'Fraktlevering (tungt gods)',
};

/** Parcels ship free when the items are worth strictly more than the market's threshold (the spec: above 499 kr). */
export const parcelShipsFree = (itemsIncVat: number, freeAboveIncVat: number) =>
  itemsIncVat > freeAboveIncVat;

/** What the items must grow by for parcels to ship free: one minor unit more than the threshold. */
export const amountLeftToFreeShipping = (itemsIncVat: number, freeAboveIncVat: number) =>
  parcelShipsFree(itemsIncVat, freeAboveIncVat) ? 0 : freeAboveIncVat - itemsIncVat + 1;

/** A cart heavier than a parcel may be goes by freight, which is never free. */
export const needsFreight = (weight: CartWeight) => weight.totalKg > config.checkout.parcelMaxKg;

/** Freight: a base fee plus a fee per started 100 kg. */
export const freightFeeIncVat = (fees: MarketCheckoutShipping, totalKg: number) =>
  fees.freightBaseIncVat + Math.ceil(totalKg / 100) * fees.freightPer100KgIncVat;

/**
 * The market's standard shipping from the typed config, charged with the market's VAT rate: parcels,
 * or freight when the cart is too heavy for them. A market the config does not name ships free, so
 * a new market never charges a guessed fee, and a cart of hires alone ships nothing.
 */
export function shippingRuleOf(
  market: Market,
  weight: CartWeight,
  externalFeeIncVat: number | null,
  nothingToShip = false,
): ShippingRule {
  const shipping = (!nothingToShip && config.buying.shipping[market.alias]) || {
    feeIncVat: 0,
    freeAboveIncVat: -1,
  };
  const fees = config.checkout.shipping[market.alias];
  return {
    ...shipping,
    freightFeeIncVat: needsFreight(weight) && fees ? freightFeeIncVat(fees, weight.totalKg) : null,
    vatRateBp: market.vatRateBp,
    externalFeeIncVat,
  };
}
