// What other modules use of the cart; its GraphQL types are reached through ./graphql/index.ts.
export { maskedCode } from './gift-cards.ts';
export { type PricedCart, priceCart } from './priced-cart.ts';
export { normalizeCode, type PromoJudgement, promoCodeUses } from './promo-codes.ts';
export { cartRefusal } from './refusals.ts';
export {
  FREIGHT_NAME,
  freightFeeIncVat,
  needsFreight,
  parcelShipsFree,
} from './shipping.ts';
export { type CartRow, findCart, requireCart } from './store.ts';
export { type CartWeight, cartWeight, productWeights } from './weights.ts';
