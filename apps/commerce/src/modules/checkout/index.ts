// What other modules use of the checkout; its GraphQL types are reached through ./graphql/index.ts.
export { type CheckoutState, checkoutState } from './checkout-state.ts';
export { ORDER_CONSENT } from './consents.ts';
export { customerKeyOf, isValidEmail, isValidPhone } from './customer.ts';
export {
  type PaymentProvider,
  type PaymentRecord,
  type PaymentTypeValue,
  paymentProvidersIn,
} from './payment/index.ts';
export { type CheckoutIssue, checkoutRefusal, PlacementRefusal, type ProviderFailure } from './refusals.ts';
export { SHIPPING_NAMES } from './shipping/index.ts';
export {
  type CheckoutInput,
  type CheckoutRow,
  findCheckout,
  saveCheckout,
  withChoices,
} from './store.ts';
export { checkoutIssues } from './validation.ts';
