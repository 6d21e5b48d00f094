// The orders' part of the schema: importing this registers placeOrder, checkout (and its older forms getCheckoutAndOrder and getCheckout), getOrders, getOrder and getOrderPublic.
import './operations.ts';

export { CheckoutDataType } from './types.ts';
