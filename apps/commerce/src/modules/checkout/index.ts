// What other modules use of the checkout; its GraphQL types are reached through ./graphql/index.ts.
export { type CheckoutState, checkoutState } from './checkout-state.ts';
export { customerKeyOf, isValidEmail, isValidPhone } from './customer.ts';
export { paymentNameOf } from './payment/index.ts';
export { type CheckoutIssue, checkoutRefusal, PlacementRefusal } from './refusals.ts';
export {
  CHECKOUT_SESSION_HEADER,
  checkoutAsWriter,
  checkoutSessionDigest,
  isSessionOrCustomer,
  withoutPersonal,
} from './session.ts';
export { SHIPPING_NAMES, shippingNameOf } from './shipping/index.ts';
export {
  type CheckoutInput,
  findCheckout,
  saveCheckout,
  withChoices,
} from './store.ts';
export { checkoutIssues } from './validation.ts';
