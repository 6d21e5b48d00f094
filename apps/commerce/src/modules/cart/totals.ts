import type { CartTotals, IncEx, LineTotals, PriceRow } from '#src/db/schema.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';
import { allocate, mulDivRound } from './allocate.ts';
import { amountLeftToFreeShipping, type ShippingRule } from './shipping.ts';

/**
 * The cart's arithmetic, pure and in integer minor units (ADR 23). Prices are set inc VAT; every
 * ex-VAT amount is derived per line from the line's inc-VAT amount (VAT rounded per line, half up),
 * and the cart's amounts are sums of lines, so lines always add up to the totals.
 */

/** Of every `buy` units of a line, `pay` are paid for (3 for 2: buy 3, pay 2). */
export interface QuantityPrice {
  buy: number;
  pay: number;
}

export interface TotalsLine {
  quantity: number;
  /** One unit's price inc VAT: regular, and selling (after any price campaign). */
  unitRegularIncVat: number;
  unitSellingIncVat: number;
  vatRateBp: number;
  quantityPrice: QuantityPrice | null;
}

export interface CartDiscountRules {
  /** Shares off the items, in basis points, each taken from what the one before left. */
  percentagesBp: readonly number[];
  /** An amount off the items inc VAT, after the percentages; never more than is left. */
  fixedAmountIncVat: number;
  freeShipping: boolean;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  discounts: CartDiscountRules;
  shipping: ShippingRule;
  /** What a gift card holds for this cart's currency; 0 without one. */
  giftCardBalance: number;
  /** What the signed-in customer's balance holds in this cart's currency; 0 for a guest. It pays after the card. */
  accountBalance: number;
}

const incEx = (incVat: number, vatRateBp: number): IncEx => ({
  incVat,
  exVat: exVatFromIncVat(incVat, vatRateBp),
});

function lineTotals(line: TotalsLine): LineTotals {
  const { quantity, quantityPrice } = line;
  const freeUnits = quantityPrice
    ? Math.floor(quantity / quantityPrice.buy) * (quantityPrice.buy - quantityPrice.pay)
    : 0;
  const regular = incEx(quantity * line.unitRegularIncVat, line.vatRateBp);
  const selling = incEx((quantity - freeUnits) * line.unitSellingIncVat, line.vatRateBp);
  return {
    freeUnits,
    price: {
      regularIncVat: regular.incVat,
      regularExVat: regular.exVat,
      sellingIncVat: selling.incVat,
      sellingExVat: selling.exVat,
    },
    discounted: selling,
  };
}

const sumOf = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((sum, item) => sum + pick(item), 0);

function shippingOf(input: TotalsInput, itemsIncVat: number): CartTotals['shipping'] {
  const { shipping, discounts } = input;
  const amountLeft =
    discounts.freeShipping || shipping.freightFeeIncVat !== null
      ? 0
      : amountLeftToFreeShipping(itemsIncVat, shipping.freeAboveIncVat);
  if (input.lines.length === 0) {
    return {
      fee: incEx(0, shipping.vatRateBp),
      amountLeftToFreeShipping: amountLeft,
      free: false,
      isDefault: true,
    };
  }
  if (shipping.externalFeeIncVat !== null) {
    return {
      fee: incEx(shipping.externalFeeIncVat, shipping.vatRateBp),
      amountLeftToFreeShipping: amountLeft,
      free: shipping.externalFeeIncVat === 0,
      isDefault: false,
    };
  }
  if (shipping.freightFeeIncVat !== null) {
    return {
      fee: incEx(shipping.freightFeeIncVat, shipping.vatRateBp),
      amountLeftToFreeShipping: 0,
      free: false,
      isDefault: true,
      freight: true,
    };
  }
  const free = amountLeft === 0;
  return {
    fee: incEx(free ? 0 : shipping.feeIncVat, shipping.vatRateBp),
    amountLeftToFreeShipping: amountLeft,
    free,
    isDefault: true,
  };
}

function sumOfLines(lines: readonly LineTotals[]): PriceRow {
  return {
    regularIncVat: sumOf(lines, (l) => l.price.regularIncVat),
    regularExVat: sumOf(lines, (l) => l.price.regularExVat),
    sellingIncVat: sumOf(lines, (l) => l.price.sellingIncVat),
    sellingExVat: sumOf(lines, (l) => l.price.sellingExVat),
  };
}

/** The items' prices before the cart's own discounts: what promo code requirements are judged by. */
export const subTotalOf = (lines: readonly TotalsLine[]): PriceRow => sumOfLines(lines.map(lineTotals));

/** Every amount of a cart from its lines, its discounts, its shipping and a gift card's balance. */
export function cartTotals(input: TotalsInput): CartTotals {
  const lines = input.lines.map(lineTotals);
  const subTotal = sumOfLines(lines);

  let left = subTotal.sellingIncVat;
  const percentageDiscountsIncVat = input.discounts.percentagesBp.map((bp) => {
    const off = mulDivRound(left, Math.min(Math.max(bp, 0), 10_000), 10_000);
    left -= off;
    return off;
  });
  const fixedIncVat = Math.min(Math.max(input.discounts.fixedAmountIncVat, 0), left);

  // The cart's discounts are shared out over the lines by value, so that each line's VAT is
  // taken from what is really paid for it, whatever the mix of VAT rates.
  const percentageShares = allocate(
    sumOf(percentageDiscountsIncVat, (d) => d),
    lines.map((l) => l.price.sellingIncVat),
  );
  const afterPercentages = lines.map((l, i) => l.price.sellingIncVat - (percentageShares[i] as number));
  const fixedShares = allocate(fixedIncVat, afterPercentages);
  let fixedExVat = 0;
  input.lines.forEach((line, i) => {
    const before = incEx(afterPercentages[i] as number, line.vatRateBp);
    const after = incEx(before.incVat - (fixedShares[i] as number), line.vatRateBp);
    fixedExVat += before.exVat - after.exVat;
    (lines[i] as LineTotals).discounted = after;
  });

  const items: IncEx = {
    incVat: sumOf(lines, (l) => l.discounted.incVat),
    exVat: sumOf(lines, (l) => l.discounted.exVat),
  };
  const shipping = shippingOf(input, items.incVat);
  const beforeBalance: IncEx = {
    incVat: items.incVat + shipping.fee.incVat,
    exVat: items.exVat + shipping.fee.exVat,
  };

  const giftCard = Math.max(0, input.giftCardBalance);
  const fromGiftCard = Math.min(giftCard, beforeBalance.incVat);
  const fromAccount = Math.min(Math.max(0, input.accountBalance), beforeBalance.incVat - fromGiftCard);
  const pendingIncVat = fromGiftCard + fromAccount;
  const pending: IncEx = {
    incVat: pendingIncVat,
    exVat:
      pendingIncVat === beforeBalance.incVat
        ? beforeBalance.exVat
        : mulDivRound(pendingIncVat, beforeBalance.exVat, beforeBalance.incVat),
  };

  const sellingIncVat = beforeBalance.incVat - pending.incVat;
  const sellingExVat = beforeBalance.exVat - pending.exVat;
  const total: PriceRow = {
    sellingIncVat,
    sellingExVat,
    regularIncVat: sellingIncVat + (subTotal.regularIncVat - items.incVat),
    regularExVat: sellingExVat + (subTotal.regularExVat - items.exVat),
  };

  const vatByRate = new Map<number, number>();
  const addVat = (rateBp: number, amount: IncEx) => {
    vatByRate.set(rateBp, (vatByRate.get(rateBp) ?? 0) + amount.incVat - amount.exVat);
  };
  input.lines.forEach((line, i) => {
    addVat(line.vatRateBp, (lines[i] as LineTotals).discounted);
  });
  if (shipping.fee.incVat > 0) addVat(input.shipping.vatRateBp, shipping.fee);

  return {
    lines,
    subTotal,
    percentageDiscountsIncVat,
    fixedAmountDiscount: { incVat: fixedIncVat, exVat: fixedExVat },
    cartDiscountIncVat: subTotal.sellingIncVat - items.incVat,
    items,
    shipping,
    beforeBalance,
    balance: { pending, fromGiftCard, fromAccount, remaining: giftCard - fromGiftCard },
    total,
    vats: [...vatByRate].map(([rateBp, amount]) => ({ rateBp, amount })).sort((a, b) => b.rateBp - a.rateBp),
  };
}
