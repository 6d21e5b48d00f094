export { type Balance, balancesOf } from './customers.ts';
