export { discountPercentage, exVatFromIncVat, formatMoney } from './money.ts';
export { type MoneyFormat, type PriceRow, type UnitPrice, unitPrice } from './unit-price.ts';
