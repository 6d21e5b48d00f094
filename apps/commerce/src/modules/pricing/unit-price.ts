import type { PriceRow } from '#src/db/schema.ts';
import { discountPercentage, formatMoney } from './money.ts';

export interface MoneyFormat {
  currency: string;
  locale: string;
}

/** The API's Price type: integer minor units and the same amounts formatted for the market and language. */
export function unitPrice(row: PriceRow, money: MoneyFormat) {
  const fmt = (minor: number) => formatMoney(minor, money.currency, money.locale);
  return {
    isDiscounted: row.sellingIncVat < row.regularIncVat,
    regularPriceIncVat: row.regularIncVat,
    regularPriceExVat: row.regularExVat,
    sellingPriceIncVat: row.sellingIncVat,
    sellingPriceExVat: row.sellingExVat,
    regularPriceIncVatFormatted: fmt(row.regularIncVat),
    regularPriceExVatFormatted: fmt(row.regularExVat),
    sellingPriceIncVatFormatted: fmt(row.sellingIncVat),
    sellingPriceExVatFormatted: fmt(row.sellingExVat),
    vat: row.sellingIncVat - row.sellingExVat,
    vatFormatted: fmt(row.sellingIncVat - row.sellingExVat),
    discountIncVat: Math.max(0, row.regularIncVat - row.sellingIncVat),
    discountExVat: Math.max(0, row.regularExVat - row.sellingExVat),
    discountIncVatFormatted: fmt(Math.max(0, row.regularIncVat - row.sellingIncVat)),
    discountExVatFormatted: fmt(Math.max(0, row.regularExVat - row.sellingExVat)),
    discountPercentage: discountPercentage(row.regularIncVat, row.sellingIncVat),
    currency: money.currency,
    locale: money.locale,
  };
}

export type UnitPrice = ReturnType<typeof unitPrice>;
