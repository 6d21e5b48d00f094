export { type Balance, balancesOf, customerById, reviewerName } from './customers.ts';
