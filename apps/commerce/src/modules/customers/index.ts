export { type Balance, balancesOf } from './customers.ts';
export { isValidIdentityNumber } from './identity-number.ts';
