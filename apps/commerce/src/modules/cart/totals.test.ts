import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, mulDivRound } from './allocate.ts';
import { cartTotals, type TotalsInput, type TotalsLine } from './totals.ts';

const SE_SHIPPING = {
  feeIncVat: 6_900,
  freeAboveIncVat: 49_900,
  freightFeeIncVat: null,
  vatRateBp: 2500,
  externalFeeIncVat: null,
};
const NO_DISCOUNTS = { percentagesBp: [], fixedAmountIncVat: 0, freeShipping: false };

const line = (unitSellingIncVat: number, quantity = 1, overrides: Partial<TotalsLine> = {}): TotalsLine => ({
  quantity,
  unitRegularIncVat: unitSellingIncVat,
  unitSellingIncVat,
  vatRateBp: 2500,
  quantityPrice: null,
  ...overrides,
});

const totals = (lines: TotalsLine[], overrides: Partial<TotalsInput> = {}) =>
  cartTotals({
    lines,
    discounts: NO_DISCOUNTS,
    shipping: SE_SHIPPING,
    giftCardBalance: 0,
    accountBalance: 0,
    ...overrides,
  });

describe('allocate', () => {
  it('shares out exactly, in proportion, never more than a weight', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.array(fc.nat(10_000_000), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (weights, seed) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const amount = sum === 0 ? 0 : seed % (sum + 1);
          const shares = allocate(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : amount);
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i] as number);
          });
        },
      ),
    );
  });

  it('multiplies beyond 2^53 without losing öre', () => {
    expect(mulDivRound(9_900_000_000, 9_900_000_000, 9_900_000_000)).toBe(9_900_000_000);
    expect(mulDivRound(5, 1, 2)).toBe(3);
  });
});

describe('cartTotals', () => {
  it('prices an empty cart at nothing, with more than the whole threshold left to free shipping', () => {
    const t = totals([]);
    expect(t.total.sellingIncVat).toBe(0);
    expect(t.shipping.fee.incVat).toBe(0);
    expect(t.shipping.amountLeftToFreeShipping).toBe(49_901);
    expect(t.vats).toEqual([]);
  });

  it('charges shipping up to 499 kr and none above it (the spec: free above 499)', () => {
    const below = totals([line(49_800)]);
    expect(below.shipping).toMatchObject({
      fee: { incVat: 6_900, exVat: 5_520 },
      amountLeftToFreeShipping: 101,
    });
    expect(below.total.sellingIncVat).toBe(49_800 + 6_900);
    const at = totals([line(49_900)]);
    expect(at.shipping).toMatchObject({ fee: { incVat: 6_900 }, amountLeftToFreeShipping: 1, free: false });
    const above = totals([line(49_901)]);
    expect(above.shipping).toMatchObject({
      fee: { incVat: 0, exVat: 0 },
      amountLeftToFreeShipping: 0,
      free: true,
    });
    expect(above.total.sellingIncVat).toBe(49_901);
  });

  it('charges freight for a cart too heavy for parcels, whatever its value or promo code', () => {
    const heavy = { shipping: { ...SE_SHIPPING, freightFeeIncVat: 189_500 } };
    const t = totals([line(2_000_000)], heavy);
    expect(t.shipping).toMatchObject({
      fee: { incVat: 189_500, exVat: 151_600 },
      amountLeftToFreeShipping: 0,
      free: false,
      freight: true,
    });
    expect(t.total.sellingIncVat).toBe(2_000_000 + 189_500);
    const promo = totals([line(2_000_000)], {
      ...heavy,
      discounts: { percentagesBp: [], fixedAmountIncVat: 0, freeShipping: true },
    });
    expect(promo.shipping).toMatchObject({ fee: { incVat: 189_500 }, free: false });
  });

  it('rounds VAT per line from the inc-VAT amount, so lines add up to the total', () => {
    // 3 × 9.99 kr at 25 %: the line is 29.97 kr inc, 23.98 ex (7.992 rounded to 7.99 VAT per unit would give 23.97).
    const t = totals([line(999, 3)], { shipping: { ...SE_SHIPPING, feeIncVat: 0 } });
    expect(t.subTotal).toMatchObject({ sellingIncVat: 2_997, sellingExVat: 2_398 });
    expect(t.vats).toEqual([{ rateBp: 2500, amount: 599 }]);
    expect(t.total.sellingIncVat - t.total.sellingExVat).toBe(599);
  });

  it('gives every third unit of a 3-for-2 line away', () => {
    const t = totals([line(10_000, 7, { quantityPrice: { buy: 3, pay: 2 } })]);
    expect(t.lines[0]?.freeUnits).toBe(2);
    expect(t.lines[0]?.price).toMatchObject({ regularIncVat: 70_000, sellingIncVat: 50_000 });
    expect(t.total.regularIncVat - t.total.sellingIncVat).toBe(20_000);
  });

  it('takes percentages one after another and a fixed amount from what is left, never below zero', () => {
    const t = totals([line(10_000, 2)], {
      discounts: { percentagesBp: [1000, 500], fixedAmountIncVat: 1_000, freeShipping: false },
    });
    expect(t.percentageDiscountsIncVat).toEqual([2_000, 900]);
    expect(t.fixedAmountDiscount.incVat).toBe(1_000);
    expect(t.items.incVat).toBe(16_100);
    const capped = totals([line(500)], {
      discounts: { percentagesBp: [], fixedAmountIncVat: 20_000, freeShipping: true },
    });
    expect(capped.fixedAmountDiscount.incVat).toBe(500);
    expect(capped.total.sellingIncVat).toBe(0);
  });

  it('splits a fixed discount over lines of different VAT rates by value', () => {
    const t = totals([line(10_000), line(10_000, 1, { vatRateBp: 1200 })], {
      discounts: { percentagesBp: [], fixedAmountIncVat: 2_000, freeShipping: true },
    });
    expect(t.lines.map((l) => l.discounted.incVat)).toEqual([9_000, 9_000]);
    expect(t.fixedAmountDiscount.exVat).toBe(800 + 893);
    expect(t.vats).toEqual([
      { rateBp: 2500, amount: 1_800 },
      { rateBp: 1200, amount: 964 },
    ]);
  });

  it('lets a gift card pay part or all, keeping the rest on the card', () => {
    const part = totals([line(60_000)], { giftCardBalance: 50_000 });
    expect(part.balance.pending.incVat).toBe(50_000);
    expect(part.balance.remaining).toBe(0);
    expect(part.total.sellingIncVat).toBe(10_000);
    expect(part.beforeBalance.incVat).toBe(60_000);
    const all = totals([line(20_000)], { giftCardBalance: 50_000 });
    expect(all.balance.pending).toEqual({ incVat: 26_900, exVat: 21_520 });
    expect(all.balance.remaining).toBe(23_100);
    expect(all.total).toMatchObject({ sellingIncVat: 0, sellingExVat: 0 });
  });

  it("lets the customer's balance pay what the gift card leaves, and keeps the card's rest apart", () => {
    const both = totals([line(60_000)], { giftCardBalance: 50_000, accountBalance: 30_000 });
    expect(both.balance).toMatchObject({ fromGiftCard: 50_000, fromAccount: 10_000, remaining: 0 });
    expect(both.balance.pending.incVat).toBe(60_000);
    expect(both.total.sellingIncVat).toBe(0);
    const cardEnough = totals([line(20_000)], { giftCardBalance: 50_000, accountBalance: 30_000 });
    expect(cardEnough.balance).toMatchObject({ fromGiftCard: 26_900, fromAccount: 0, remaining: 23_100 });
    const accountOnly = totals([line(60_000)], { accountBalance: 12_345 });
    expect(accountOnly.balance).toMatchObject({ fromGiftCard: 0, fromAccount: 12_345, remaining: 0 });
    expect(accountOnly.total.sellingIncVat).toBe(60_000 - 12_345);
  });

  it('uses a fee chosen in the checkout instead of the standard one', () => {
    const t = totals([line(10_000)], { shipping: { ...SE_SHIPPING, externalFeeIncVat: 12_500 } });
    expect(t.shipping).toMatchObject({ fee: { incVat: 12_500, exVat: 10_000 }, isDefault: false });
  });
});

const arbitraryLine = fc.record({
  quantity: fc.integer({ min: 1, max: 99 }),
  unitRegularIncVat: fc.integer({ min: 0, max: 5_000_000 }),
  discountBp: fc.integer({ min: 0, max: 10_000 }),
  vatRateBp: fc.constantFrom(0, 600, 1200, 1900, 2500, 2550),
  quantityPrice: fc.option(
    fc
      .tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 4 }))
      .filter(([buy, pay]) => pay < buy)
      .map(([buy, pay]) => ({ buy, pay })),
    { nil: null },
  ),
});

const arbitraryInput = fc.record({
  lines: fc.array(arbitraryLine, { maxLength: 8 }),
  percentagesBp: fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 2 }),
  fixedAmountIncVat: fc.integer({ min: 0, max: 10_000_000 }),
  freeShipping: fc.boolean(),
  feeIncVat: fc.integer({ min: 0, max: 50_000 }),
  freeAboveIncVat: fc.integer({ min: 0, max: 1_000_000 }),
  freightFeeIncVat: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  externalFeeIncVat: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  giftCardBalance: fc.integer({ min: 0, max: 20_000_000 }),
  accountBalance: fc.integer({ min: 0, max: 20_000_000 }),
});

describe('cartTotals properties', () => {
  it('total = subtotal - discounts + shipping - balance, never negative, in whole minor units', () => {
    fc.assert(
      fc.property(arbitraryInput, (a) => {
        const t = cartTotals({
          lines: a.lines.map((l) => ({
            ...l,
            unitSellingIncVat:
              l.unitRegularIncVat - Math.floor((l.unitRegularIncVat * l.discountBp) / 10_000),
          })),
          discounts: {
            percentagesBp: a.percentagesBp,
            fixedAmountIncVat: a.fixedAmountIncVat,
            freeShipping: a.freeShipping,
          },
          shipping: {
            feeIncVat: a.feeIncVat,
            freeAboveIncVat: a.freeAboveIncVat,
            freightFeeIncVat: a.freightFeeIncVat,
            vatRateBp: 2500,
            externalFeeIncVat: a.externalFeeIncVat,
          },
          giftCardBalance: a.giftCardBalance,
          accountBalance: a.accountBalance,
        });
        const { total, subTotal, shipping, balance } = t;
        expect(total.sellingIncVat).toBe(
          subTotal.sellingIncVat - t.cartDiscountIncVat + shipping.fee.incVat - balance.pending.incVat,
        );
        for (const amount of [
          total.sellingIncVat,
          total.sellingExVat,
          total.regularIncVat - total.sellingIncVat,
          total.regularExVat - total.sellingExVat,
          t.cartDiscountIncVat,
          t.fixedAmountDiscount.exVat,
          balance.pending.incVat,
          balance.remaining,
          shipping.amountLeftToFreeShipping,
        ]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(total.sellingExVat).toBeLessThanOrEqual(total.sellingIncVat);
        expect(balance.pending.incVat).toBeLessThanOrEqual(
          Math.min(a.giftCardBalance + a.accountBalance, t.beforeBalance.incVat),
        );
        expect(balance.pending.incVat).toBe(balance.fromGiftCard + balance.fromAccount);
        expect(balance.fromGiftCard + balance.remaining).toBe(a.giftCardBalance);
        expect(balance.fromAccount).toBeLessThanOrEqual(a.accountBalance);
        // The balance pays only what the card leaves.
        if (balance.fromAccount > 0) expect(balance.remaining).toBe(0);
        expect(t.cartDiscountIncVat).toBe(
          t.percentageDiscountsIncVat.reduce((s, d) => s + d, 0) + t.fixedAmountDiscount.incVat,
        );
        expect(t.lines.reduce((s, l) => s + l.discounted.incVat, 0)).toBe(t.items.incVat);
        expect(t.vats.reduce((s, v) => s + v.amount, 0)).toBe(t.beforeBalance.incVat - t.beforeBalance.exVat);
        const standard = t.lines.length > 0 && a.externalFeeIncVat === null;
        if (standard && a.freightFeeIncVat !== null) {
          expect(shipping).toMatchObject({ fee: { incVat: a.freightFeeIncVat }, free: false });
        } else if (standard) {
          expect(shipping.free).toBe(shipping.amountLeftToFreeShipping === 0);
          expect(shipping.free).toBe(a.freeShipping || t.items.incVat > a.freeAboveIncVat);
          if (shipping.free) expect(shipping.fee.incVat).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
