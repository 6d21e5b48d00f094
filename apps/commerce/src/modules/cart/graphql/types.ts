import { z } from 'zod';
import { builder } from '#src/graphql/builder.ts';
import { optionalText, text } from '#src/graphql/input.ts';
import { RentalPeriodInputType } from '#src/graphql/rental-period.ts';
import { CampaignRuleType, PriceType, ProductType } from '#src/modules/catalog/graphql/index.ts';
import { lineVariantOf } from '#src/modules/catalog/index.ts';
import { MAX_STOCK_QUERY_QUANTITY } from '#src/modules/inventory/index.ts';
import { type PriceRow, unitPrice } from '#src/modules/pricing/index.ts';
import { maskedCode } from '../gift-cards.ts';
import type { PricedCart, PricedCartItem } from '../priced-cart.ts';
import { PROMO_CODE_STATES } from '../promo-codes.ts';
import { CartRentalType } from './rental-types.ts';
import { CartSummaryType } from './summary.ts';

/** The longest note a shopper may give a cart line. */
export const LINE_MESSAGE_MAX = 200;

const PromoCodeStateType = builder.enumType('PromoCodeState', {
  description:
    "The promo code's state (spec section 4): NONE, ACTIVATED, REQUIREMENTS_NOT_MET (kept on the cart, giving nothing until they are met), or INVALID (it has ended since it was set)",
  values: PROMO_CODE_STATES,
});

interface CampaignPriceShape {
  quantity: number;
  price: PriceRow;
}

const CampaignPriceType = builder
  .objectRef<CampaignPriceShape & { item: PricedCartItem; cart: PricedCart }>('CampaignPriceType')
  .implement({
    description: 'A part of a cart line priced alike: `quantity` units at `price` each.',
    fields: (t) => ({
      quantity: t.exposeInt('quantity'),
      price: t.field({ type: PriceType, resolve: (p) => unitPrice(p.price, p.cart.scope.money) }),
      discount: t.field({
        type: 'Decimal',
        description: "Off each unit's selling price inc VAT",
        resolve: (p) => p.item.unitPrice.sellingIncVat - p.price.sellingIncVat,
      }),
      discountPercentage: t.field({
        type: 'Decimal',
        description: "Off each unit's selling price, in percent",
        resolve: (p) =>
          p.item.unitPrice.sellingIncVat === 0
            ? 0
            : Math.round(
                ((p.item.unitPrice.sellingIncVat - p.price.sellingIncVat) * 10_000) /
                  p.item.unitPrice.sellingIncVat,
              ),
      }),
    }),
  });

const CartItemCampaignType = builder
  .objectRef<{ item: PricedCartItem; cart: PricedCart }>('CampaignType')
  .implement({
    description:
      'The campaigns that priced a cart line: price campaigns and a quantity price (such as 3 for 2).',
    fields: (t) => ({
      appliedCampaigns: t.field({ type: [CampaignRuleType], resolve: ({ item }) => item.appliedCampaigns }),
      prices: t.field({
        type: [CampaignPriceType],
        description:
          'The units of the line by price when a quantity price gives some away (paid ones, then free ones); empty otherwise',
        resolve: ({ item, cart }) => {
          const { freeUnits } = item.totals;
          if (freeUnits === 0) return [];
          const free: PriceRow = { ...item.unitPrice, sellingIncVat: 0, sellingExVat: 0 };
          return [
            { quantity: item.quantity - freeUnits, price: item.unitPrice, item, cart },
            { quantity: freeUnits, price: free, item, cart },
          ];
        },
      }),
    }),
  });

interface PackageSelection {
  packageId: number;
  packageName: string;
  groupId: number;
  optionId: number;
}

const ProductPackageCartItemType = builder
  .objectRef<PackageSelection>('ProductPackageCartItemType')
  .implement({
    description: 'The package a cart line was added from. The shop sells no packages, so no line has one.',
    fields: (t) => ({
      packageId: t.exposeInt('packageId'),
      packageName: t.exposeString('packageName'),
      groupId: t.exposeInt('groupId'),
      optionId: t.exposeInt('optionId'),
    }),
  });

const CartItemType = builder.objectRef<{ item: PricedCartItem; cart: PricedCart }>('CartItemType').implement({
  description: 'One SKU in the cart with its quantity and prices in the cart market.',
  fields: (t) => ({
    id: t.id({
      description: "The line's id: its SKU id (a cart holds one line per SKU)",
      resolve: ({ item }) => String(item.skuId),
    }),
    skuId: t.int({ resolve: ({ item }) => item.skuId }),
    quantity: t.int({ resolve: ({ item }) => item.quantity }),
    message: t.string({ nullable: true, resolve: ({ item }) => item.message }),
    product: t.field({ type: ProductType, resolve: ({ item }) => item.product }),
    colour: t.string({
      nullable: true,
      description:
        "The product's colour in the cart's language (the Color parameter of parameter group 1); null without one",
      resolve: async ({ item }, _args, ctx) =>
        (await lineVariantOf(ctx.loaders, item.product, item.skuId)).colour,
    }),
    size: t.string({
      nullable: true,
      description: "The size the line holds (its SKU's name); null for a product not sold in sizes",
      resolve: async ({ item }, _args, ctx) =>
        (await lineVariantOf(ctx.loaders, item.product, item.skuId)).size,
    }),
    unitPrice: t.field({
      type: PriceType,
      description: 'One unit, as the product is priced in the market',
      resolve: ({ item, cart }) => unitPrice(item.unitPrice, cart.scope.money),
    }),
    totalPrice: t.field({
      type: PriceType,
      description:
        'The line before the cart discounts: regular, and selling after a quantity price; VAT rounded per line',
      resolve: ({ item, cart }) => unitPrice(item.totals.price, cart.scope.money),
    }),
    campaign: t.field({ type: CartItemCampaignType, resolve: (shape) => shape }),
    rental: t.field({
      type: CartRentalType,
      nullable: true,
      description: "A rental line's days and hold; null for a product that is sold",
      resolve: ({ item, cart }) => item.rental && { ...item.rental, money: cart.scope.money },
    }),
    groupKey: t.id({
      nullable: true,
      description: 'Lines are not grouped in this shop: always null',
      resolve: () => null,
    }),
    productPackage: t.field({
      type: ProductPackageCartItemType,
      nullable: true,
      description: 'Always null: the shop sells no packages',
      resolve: () => null,
    }),
  }),
});

export const CartType = builder.objectRef<PricedCart>('CartType').implement({
  description:
    "A shopper's cart, priced when read in the request market and language (ADR 23). Every amount is Decimal in major units with a formatted twin.",
  fields: (t) => ({
    id: t.string({
      description: 'Random and unguessable; keep it (the cart cookie) to read the cart again',
      resolve: (c) => c.cart.id,
    }),
    items: t.field({ type: [CartItemType], resolve: (cart) => cart.items.map((item) => ({ item, cart })) }),
    isCompleted: t.boolean({
      description: 'A completed cart can no longer change',
      resolve: (c) => c.cart.completedAt !== null,
    }),
    promoCode: t.string({ nullable: true, resolve: (c) => c.cart.promoCode }),
    promoCodeState: t.field({ type: PromoCodeStateType, resolve: (c) => c.promo.state }),
    giftCardCode: t.string({
      nullable: true,
      description: 'The gift card set with setCartGiftCard, all but its last four characters masked',
      resolve: (c) => (c.cart.giftCardCode ? maskedCode(c.cart.giftCardCode) : null),
    }),
    freeShipping: t.boolean({
      description: 'Shipping is free: the items reach the threshold, or a promo code waives it',
      resolve: (c) => c.totals.shipping.free,
    }),
    fixedDiscount: t.field({
      type: 'Decimal',
      description: 'The fixed amount off the items inc VAT (summary.fixedAmountDiscountIncVat)',
      resolve: (c) => c.totals.fixedAmountDiscount.incVat,
    }),
    appliedCampaigns: t.field({
      type: [CampaignRuleType],
      description: "The whole-cart campaigns and the promo code's campaign that gave a discount",
      resolve: (c) => c.appliedCampaigns,
    }),
    summary: t.field({ type: CartSummaryType, resolve: (c) => c }),
  }),
});

const MAX_INT = 2_147_483_647;

export const CartItemInputType = builder.inputType('CartItemInputType', {
  description: 'A cart line to add or set: its SKU (skuId, or the line id, which is the same) and quantity.',
  fields: (t) => ({
    skuId: t.int({
      required: false,
      description: 'The SKU; a product sold in sizes is added by the size chosen',
      validate: z.number().int().min(1, 'no such SKU').max(MAX_INT).nullish(),
    }),
    id: t.id({
      required: false,
      description: 'The line id (CartItemType.id), instead of skuId',
      validate: text(12)
        .regex(/^[1-9]\d*$/, 'not a cart line id')
        .nullish(),
    }),
    quantity: t.int({
      required: true,
      description: `Units, 0 to ${MAX_STOCK_QUERY_QUANTITY}; above the line's maxQuantity is refused with QUANTITY_NOT_AVAILABLE`,
      validate: z
        .number()
        .int()
        .min(0, 'must be 0 or more')
        .max(MAX_STOCK_QUERY_QUANTITY, `at most ${MAX_STOCK_QUERY_QUANTITY}`),
    }),
    groupKey: t.id({
      required: false,
      description: 'Lines are not grouped in this shop: leave it out',
      validate: z.null({ error: 'lines are not grouped in this shop' }).optional(),
    }),
    message: t.string({
      required: false,
      description: `A note for the line, at most ${LINE_MESSAGE_MAX} characters; empty removes it`,
      validate: optionalText(LINE_MESSAGE_MAX),
    }),
    rentalPeriod: t.field({
      type: RentalPeriodInputType,
      required: false,
      description:
        'The days of the hire, required for a rental product (ProductType.rental): one unit is held for them for a quarter of an hour, renewed in the checkout; and where it is delivered, if it is',
    }),
  }),
});
