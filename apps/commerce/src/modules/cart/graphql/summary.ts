import type { CartTotals, IncEx } from '#src/db/schema.ts';
import { builder } from '#src/graphql/builder.ts';
import { PriceType } from '#src/modules/catalog/graphql/index.ts';
import { localized, type Scope } from '#src/modules/channels/index.ts';
import { formatMoney, unitPrice } from '#src/modules/pricing/index.ts';
import type { PricedCart } from '../priced-cart.ts';
import { FREIGHT_NAME, STANDARD_SHIPPING_NAME } from '../shipping.ts';

const formatter = (scope: Scope) => (minor: number) =>
  formatMoney(minor, scope.money.currency, scope.money.locale);

/** One way to ship as ShippingOptionType shows it: the cart's standard shipping, or a checkout option. */
export interface ShippingOptionShape {
  id: number;
  name: string;
  displayName: string;
  fee: IncEx;
  isDefault: boolean;
  isSelected: boolean;
  amountLeftToFreeShipping: number;
  externalId: string | null;
  shippingData: string | null;
  logo: string | null;
  subOptions: ShippingOptionShape[];
  scope: Scope;
}

/** The cart's shipping before the checkout offers its options: the market's standard, id 0. */
function standardShipping(shipping: CartTotals['shipping'], scope: Scope): ShippingOptionShape {
  return {
    id: 0,
    name: shipping.freight ? 'freight' : 'standard',
    displayName: localized(shipping.freight ? FREIGHT_NAME : STANDARD_SHIPPING_NAME, scope.language.code),
    fee: shipping.fee,
    isDefault: shipping.isDefault,
    isSelected: true,
    amountLeftToFreeShipping: shipping.amountLeftToFreeShipping,
    externalId: null,
    shippingData: null,
    logo: null,
    subOptions: [],
    scope,
  };
}

/** The platform's ShippingOptionType; the cart fills in its standard shipping, the checkout its options. */
export const ShippingOptionType = builder.objectRef<ShippingOptionShape>('ShippingOptionType');

ShippingOptionType.implement({
  description:
    'A way to ship the order with its fee in the market currency; the cart shows the standard one (id 0), the checkout its options.',
  fields: (t) => ({
    id: t.exposeInt('id', {
      description: '0: the standard shipping of the market, before the checkout offers options',
    }),
    name: t.exposeString('name', { nullable: true }),
    displayName: t.exposeString('displayName', { nullable: true }),
    feeIncVat: t.field({ type: 'Decimal', resolve: (o) => o.fee.incVat }),
    feeExVat: t.field({ type: 'Decimal', resolve: (o) => o.fee.exVat }),
    shippingFeeIncVat: t.field({
      type: 'Decimal',
      description:
        "feeIncVat again, by the name the storefront reads in the cart summary's shipping (summary.fees has it too)",
      resolve: (o) => o.fee.incVat,
    }),
    feeIncVatFormatted: t.string({ resolve: (o) => formatter(o.scope)(o.fee.incVat) }),
    feeExVatFormatted: t.string({ resolve: (o) => formatter(o.scope)(o.fee.exVat) }),
    isDefault: t.exposeBoolean('isDefault', {
      description: "The market's standard fee; false when the checkout's shipping widget chose it",
    }),
    isSelected: t.exposeBoolean('isSelected'),
    amountLeftToFreeShipping: t.field({
      type: 'Decimal',
      description:
        'What the items must still be worth (inc VAT, after discounts) for free shipping; 0 once it is free',
      resolve: (o) => o.amountLeftToFreeShipping,
    }),
    amountLeftToFreeShippingFormatted: t.string({
      resolve: (o) => formatter(o.scope)(o.amountLeftToFreeShipping),
    }),
    externalId: t.exposeString('externalId', { nullable: true }),
    shippingData: t.exposeString('shippingData', { nullable: true }),
    logo: t.exposeString('logo', { nullable: true }),
    subOptions: t.field({ type: [ShippingOptionType], resolve: (o) => o.subOptions }),
  }),
});

const VatGroupType = builder.objectRef<{ rateBp: number; amount: number }>('VatGroupType').implement({
  description: 'The VAT of the order (before a gift card pays part of it) at one rate.',
  fields: (t) => ({
    rate: t.int({
      description: 'The rate in whole percent, rounded down (25); ratePercentage has the exact rate',
      resolve: (v) => Math.floor(v.rateBp / 100),
    }),
    ratePercentage: t.field({
      type: 'Decimal',
      description: 'The rate in percent, e.g. 25.5',
      resolve: (v) => v.rateBp,
    }),
    amount: t.expose('amount', { type: 'Decimal' }),
  }),
});

const CartFeesType = builder.objectRef<CartTotals>('CartFeesType').implement({
  fields: (t) => ({
    paymentFeeIncVat: t.field({
      type: 'Decimal',
      description: 'No payment option charges a fee',
      resolve: () => 0,
    }),
    paymentFeeExVat: t.field({ type: 'Decimal', resolve: () => 0 }),
    shippingFeeIncVat: t.field({ type: 'Decimal', resolve: (c) => c.shipping.fee.incVat }),
    shippingFeeExVat: t.field({ type: 'Decimal', resolve: (c) => c.shipping.fee.exVat }),
  }),
});

const BalanceType = builder.objectRef<PricedCart>('BalanceType').implement({
  description:
    "What a gift card and a signed-in customer's balance pay (the card first). The totals are what is left to pay; the amounts here ex balance are the order's worth.",
  fields: (t) => {
    /** An amount in minor units as a Decimal, and formatted in the cart's currency and language. */
    const amount = (pick: (c: PricedCart) => number, description?: string) =>
      [
        t.field({ type: 'Decimal', description, resolve: pick }),
        t.string({ resolve: (c) => formatter(c.scope)(pick(c)) }),
      ] as const;
    const [pending, pendingFormatted] = amount(
      (c) => c.totals.balance.pending.incVat,
      "What the gift card and the customer's balance pay of this cart, drawn when the order is placed",
    );
    const [fromGiftCard, fromGiftCardFormatted] = amount(
      (c) => c.totals.balance.fromGiftCard,
      'The part of pending the gift card pays',
    );
    const [fromAccount, fromAccountFormatted] = amount(
      (c) => c.totals.balance.fromAccount,
      "The part of pending the signed-in customer's balance pays",
    );
    const [remaining, remainingFormatted] = amount(
      (c) => c.totals.balance.remaining,
      'What stays on the gift card after this order',
    );
    const [totalSellingPriceExBalanceIncVat, totalSellingPriceExBalanceIncVatFormatted] = amount(
      (c) => c.totals.beforeBalance.incVat,
    );
    const [totalSellingPriceExBalanceExVat, totalSellingPriceExBalanceExVatFormatted] = amount(
      (c) => c.totals.beforeBalance.exVat,
    );
    return {
      pending,
      pendingFormatted,
      fromGiftCard,
      fromGiftCardFormatted,
      fromAccount,
      fromAccountFormatted,
      remaining,
      remainingFormatted,
      totalSellingPriceExBalanceIncVat,
      totalSellingPriceExBalanceIncVatFormatted,
      totalSellingPriceExBalanceExVat,
      totalSellingPriceExBalanceExVatFormatted,
    };
  },
});

export const CartSummaryType = builder.objectRef<PricedCart>('CartSummaryType').implement({
  description:
    'The cart in figures, in the market currency; each amount also formatted in the request language.',
  fields: (t) => ({
    subTotal: t.field({
      type: PriceType,
      description:
        'The items before the cart discounts: regular, and selling after price campaigns and quantity prices',
      resolve: (c) => unitPrice(c.totals.subTotal, c.scope.money),
    }),
    total: t.field({
      type: PriceType,
      description:
        'What is left to pay: items after every discount, plus shipping, less a gift card. Its discount is every discount of the cart; its regular price is the selling price plus that discount.',
      resolve: (c) => unitPrice(c.totals.total, c.scope.money),
    }),
    fixedAmountDiscountIncVat: t.field({
      type: 'Decimal',
      resolve: (c) => c.totals.fixedAmountDiscount.incVat,
    }),
    fixedAmountDiscountExVat: t.field({
      type: 'Decimal',
      resolve: (c) => c.totals.fixedAmountDiscount.exVat,
    }),
    balance: t.field({ type: BalanceType, resolve: (c) => c }),
    shipping: t.field({
      type: ShippingOptionType,
      resolve: (c) => standardShipping(c.totals.shipping, c.scope),
    }),
    fees: t.field({ type: CartFeesType, resolve: (c) => c.totals }),
    vats: t.field({ type: [VatGroupType], resolve: (c) => c.totals.vats }),
  }),
});
