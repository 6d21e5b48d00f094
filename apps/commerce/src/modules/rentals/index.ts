// What other modules use of rentals; its GraphQL is registered by ./graphql.ts.
export { priceRowOf } from './availability.ts';
export { renewHolds } from './bookings.ts';
export {
  cancelOrderBookings,
  confirmCartRentals,
  holdForCartLine,
  type LineBooking,
  lineBookings,
  type OrderHandover,
  orderBookings,
  orderHandovers,
  releaseHolds,
} from './cart-holds.ts';
export { damageWaiverBpOf, damageWaiverOf } from './damage-waiver.ts';
export { type DeliveryQuote, deliveryQuote } from './delivery.ts';
export { serveRentalPhoto } from './desk/photo-http.ts';
export { freeRentalProducts } from './free-units.ts';
export { addDays, type PeriodProblem, RENTAL_LIMITS, type RentalPeriod, stockholmDate } from './period.ts';
export { periodPrice } from './period-price.ts';
