import { fillMessage } from '@/lib/fill-message';
import type { EnumValues } from '@/lib/graphql/graphql';
import type { ProblemFields } from '@/lib/graphql/mutation-result';
import type { CartTexts } from './cart-texts';

export type CartField = 'skuId' | 'quantity' | 'rentalPeriod' | 'promoCode' | 'giftCardCode';
export type CartProblem =
  | 'sizeRequired'
  | 'unavailable'
  | 'quantity'
  | 'onlyLeft'
  | 'promoInvalid'
  | 'promoRequirementsNotMet'
  | 'giftCardInvalid'
  | 'giftCardEmpty'
  | 'giftCardCurrency'
  | 'rentalPeriodRequired'
  | 'rentalPeriodInvalid'
  | 'rentalUnavailable'
  | 'rentalOneUnit'
  | 'rentalDeliveryUnavailable'
  | 'rentalDamageWaiverUnavailable';

/** Which field each refusal of the cart API marks, and what it means to the shopper. */
export const CART_PROBLEMS: ProblemFields<CartField, CartProblem, EnumValues<'CartRefusalCode'>> = {
  SKU_REQUIRED: { field: 'skuId', problem: 'sizeRequired' },
  SKU_NOT_FOUND: { field: 'skuId', problem: 'unavailable' },
  NOT_SOLD_IN_MARKET: { field: 'skuId', problem: 'unavailable' },
  INVALID_ITEM: { field: 'quantity', problem: 'quantity' },
  QUANTITY_NOT_AVAILABLE: { field: 'quantity', problem: 'onlyLeft' },
  // A rental's days: its details name the period's problem (rentalAvailability's codes).
  RENTAL_PERIOD_REQUIRED: { field: 'rentalPeriod', problem: 'rentalPeriodRequired' },
  RENTAL_PERIOD_INVALID: { field: 'rentalPeriod', problem: 'rentalPeriodInvalid' },
  RENTAL_UNAVAILABLE: { field: 'rentalPeriod', problem: 'rentalUnavailable' },
  RENTAL_ONE_UNIT: { field: 'quantity', problem: 'rentalOneUnit' },
  // Its details name the zip's problem (INVALID_ZIP or NOT_DELIVERED).
  RENTAL_DELIVERY_UNAVAILABLE: { field: 'rentalPeriod', problem: 'rentalDeliveryUnavailable' },
  RENTAL_DAMAGE_WAIVER_UNAVAILABLE: { field: 'rentalPeriod', problem: 'rentalDamageWaiverUnavailable' },
  NOT_A_RENTAL: { field: 'rentalPeriod', problem: 'unavailable' },
  INVALID_PROMO_CODE: { field: 'promoCode', problem: 'promoInvalid' },
  RequirementsNotMet: { field: 'promoCode', problem: 'promoRequirementsNotMet' },
  INVALID_GIFT_CARD_CODE: { field: 'giftCardCode', problem: 'giftCardInvalid' },
  GIFT_CARD_EMPTY: { field: 'giftCardCode', problem: 'giftCardEmpty' },
  GIFT_CARD_CURRENCY: { field: 'giftCardCode', problem: 'giftCardCurrency' },
};

/** Refusals that mean the cart in the cookie cannot be used: a new one is fetched. */
export const LOST_CART = new Set<string>([
  'CART_NOT_FOUND',
  'CART_COMPLETED',
  'INVALID_ID',
] satisfies EnumValues<'CartRefusalCode'>[]);

export interface Refusal {
  problem: CartProblem;
  /** What the API said beside it, such as the quantity available. */
  details?: Record<string, unknown>;
}

const numberIn = (details: Record<string, unknown> | undefined, key: string) => {
  const value = details?.[key];
  return typeof value === 'number' ? value : null;
};
const textIn = (details: Record<string, unknown> | undefined, key: string) => {
  const value = details?.[key];
  return typeof value === 'string' ? value : null;
};

/**
 * What a refusal says, in the API's numbers: over the stock cap, an add tells how many more there
 * are ("only {stock} left") and a set how many the line may hold; an unmet promo code names its
 * requirement.
 */
export function refusalText(texts: CartTexts, refusal: Refusal, change: 'add' | 'set' = 'set'): string {
  const { problem, details } = refusal;
  if (problem === 'onlyLeft') {
    const cap = numberIn(details, 'maxQuantity');
    const available = numberIn(details, 'available');
    const inCart = numberIn(details, 'inCart') ?? 0;
    if (cap === 0) return texts.unavailable;
    if (change === 'add' && available === 0) return fillMessage(texts.allInCart, { stock: inCart });
    const stock = change === 'add' ? available : cap;
    return stock === null ? texts.unavailable : fillMessage(texts.onlyLeft, { stock });
  }
  if (problem === 'promoRequirementsNotMet') {
    const requirement = textIn(details, 'requirement');
    const amount = textIn(details, 'minimumOrderFormatted');
    const brand = textIn(details, 'brand');
    const what =
      requirement === 'MINIMUM_ORDER' && amount
        ? fillMessage(texts.promoMinimumOrder, { amount })
        : requirement === 'BRAND' && brand
          ? fillMessage(texts.promoBrand, { brand })
          : requirement === 'CURRENCY'
            ? texts.promoCurrency
            : null;
    return what ? `${texts.promoRequirementsNotMet} ${what}` : texts.promoRequirementsNotMet;
  }
  if (problem === 'sizeRequired') return texts.unavailable;
  if (problem === 'rentalDeliveryUnavailable' && textIn(details, 'deliveryProblem') === 'INVALID_ZIP') {
    return texts.rentalDeliveryInvalidZip;
  }
  return texts[problem];
}
