export type { PriceRow } from '#src/db/schema.ts';
export { discountPercentage, exVatFromIncVat, formatMoney } from './money.ts';
export { changeProductPrice, type PriceChange } from './product-price.ts';
export { type MoneyFormat, type UnitPrice, unitPrice } from './unit-price.ts';
