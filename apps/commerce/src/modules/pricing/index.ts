export { discountPercentage, exVatFromIncVat, formatMoney } from './money.ts';
export { changeProductPrice, type PriceChange } from './product-price.ts';
export { type MoneyFormat, type PriceRow, type UnitPrice, unitPrice } from './unit-price.ts';
