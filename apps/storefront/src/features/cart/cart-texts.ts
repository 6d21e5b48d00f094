/**
 * The cart's texts, looked up on the server for the page's language and handed to the browser as
 * props (ADR 20). Those with `{arguments}` travel raw and are filled with `fillMessage()`.
 */
export const CART_TEXT_KEYS = [
  'title',
  'itemsOne',
  'itemsOther',
  'buttonLabel',
  'loading',
  'loadFailed',
  'retry',
  'empty',
  'continueShopping',
  'toCheckout',
  'lines',
  'colour',
  'size',
  'unitPrice',
  'quantityOf',
  'decrease',
  'increase',
  'remove',
  'removed',
  'updating',
  'added',
  'showCart',
  'adding',
  'onlyLeft',
  'allInCart',
  'quantity',
  'unavailable',
  'failed',
  'rentalPeriod',
  'rentalExpired',
  'rentalPeriodRequired',
  'rentalPeriodInvalid',
  'rentalUnavailable',
  'rentalOneUnit',
  'rentalDelivery',
  'rentalDeliveryUnavailable',
  'rentalDeliveryInvalidZip',
  'rentalDamageWaiver',
  'rentalDamageWaiverUnavailable',
  'promoCode',
  'giftCard',
  'accountBalance',
  'apply',
  'applyPromoCode',
  'applyGiftCard',
  'promoActivated',
  'promoInvalid',
  'promoRequirementsNotMet',
  'promoMinimumOrder',
  'promoBrand',
  'promoCurrency',
  'promoWaiting',
  'promoEnded',
  'removePromoCode',
  'promoRemoved',
  'giftCardApplied',
  'giftCardRemaining',
  'giftCardInvalid',
  'giftCardEmpty',
  'giftCardCurrency',
  'removeGiftCard',
  'giftCardRemoved',
  'summary',
  'subTotal',
  'discounts',
  'shipping',
  'freeShipping',
  'amountLeftToFreeShipping',
  'hasFreeShipping',
  'freightNote',
  'total',
  'totalExVat',
  'vatIncluded',
  'vat',
] as const;

export type CartTextKey = (typeof CART_TEXT_KEYS)[number];

export type CartTexts = Record<CartTextKey, string> & {
  close: string;
  incVat: string;
  exVat: string;
  /** "Ordinarie pris {price}". */
  regularPrice: string;
};

/** "3 varor": the count's plural form chosen by the language's rules, which every browser knows. */
export function itemCountText(texts: CartTexts, locale: string, count: number): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? texts.itemsOne : texts.itemsOther;
  return form.replace('{count}', String(count));
}
