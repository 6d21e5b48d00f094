// A shopper's hires after the order (ADR 64); its GraphQL (the account's bookings, their cancellation) is registered by ./graphql.ts.
export { createRentalReminders, type RentalReminderOptions } from './reminders.ts';
