export type { PriceRow } from '#src/db/schema.ts';
export { basisPointsOf, exVatFromIncVat, formatMoney } from './money.ts';
export { lockProductPrice, writeProductPrice } from './product-price.ts';
export { type MoneyFormat, type UnitPrice, unitPrice } from './unit-price.ts';
