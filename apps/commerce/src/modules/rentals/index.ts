// What other modules use of rentals; its GraphQL is registered by ./graphql.ts.
export { bookUnit, confirmHolds, renewHolds } from './bookings.ts';
