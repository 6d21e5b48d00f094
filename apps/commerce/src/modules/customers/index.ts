export { type Balance, balancesOf, customerById, reviewerName } from './customers.ts';
export { emailAddress } from './validation.ts';
