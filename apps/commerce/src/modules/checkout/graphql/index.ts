// The checkout's part of the schema: importing this registers its types, mutations and query.
import './operations.ts';
import './refusal-codes.ts';

export { CheckoutInputType, checkoutInputOf } from './inputs.ts';
export { CART_ID_ARG, openCheckoutCart } from './operations.ts';
export { PaymentTypeEnum } from './types.ts';
