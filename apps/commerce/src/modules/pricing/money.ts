/** Money is integer minor units (öre, cents) everywhere; these are the only conversions. */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Whole amounts show no decimals ("12 990 kr"); others show two ("149,50 kr"). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isInteger(minor)) throw new Error(`Money must be integer minor units, got ${minor}`);
  return formatter(locale, currency, minor % 100 === 0 ? 0 : 2).format(minor / 100);
}

/** Price excluding VAT from a VAT-inclusive price, rounded half up to whole minor units. */
export function exVatFromIncVat(incVat: number, vatRateBp: number): number {
  return Math.round((incVat * 10_000) / (10_000 + vatRateBp));
}

/** A share of an amount in basis points (a damage waiver's of the rent), rounded half up to whole minor units. */
export function basisPointsOf(amount: number, bp: number): number {
  return Math.round((amount * bp) / 10_000);
}

/** Whole-percent discount from regular to selling price; never negative. */
export function discountPercentage(regular: number, selling: number): number {
  if (regular <= 0 || selling >= regular) return 0;
  return Math.round(((regular - selling) * 100) / regular);
}
