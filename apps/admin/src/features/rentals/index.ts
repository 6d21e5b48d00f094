export { BookingPage, bookingMetadata } from './booking-page';
export { RentalsPage, rentalsMetadata } from './calendar-page';
export { OverduePage, overdueMetadata } from './overdue-page';
