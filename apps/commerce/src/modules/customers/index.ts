export { type Balance, balancesOf, customerById, reviewerName } from './customers.ts';
export { confirmationOnRegister } from './email-confirmation.ts';
export { joinConfirmedAccount } from './guest-orders.ts';
export { emailAddress } from './validation.ts';
