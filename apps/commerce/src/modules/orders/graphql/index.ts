// The orders' part of the schema: importing this registers placeOrder, checkout and getOrderPublic.
import './operations.ts';

export { CheckoutDataType, OrderType, PlaceOrderResponseType } from './types.ts';
