export { type Balance, balancesOf, customerById } from './customers.ts';
