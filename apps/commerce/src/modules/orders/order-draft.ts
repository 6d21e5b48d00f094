import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import type { StoredAddress } from '#src/db/schema.ts';
import { type orderLines, type orders, prices, skus as skusTable } from '#src/db/schema.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { localized } from '#src/modules/channels/index.ts';
import { type CheckoutState, SHIPPING_NAMES } from '#src/modules/checkout/index.ts';

export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineInsert = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** An order as it will be written, before its transaction gives it an id. */
export interface OrderDraft {
  order: OrderInsert;
  lines: OrderLineInsert[];
  /** What a gift card pays, drawn in the order's transaction. */
  giftCard: { code: string; amount: number } | null;
  /** What the signed-in customer's balance pays, in the order's currency. */
  accountBalance: { customerId: number; amount: number } | null;
}

/** A pickup place kept on the order as its address lines. */
function placeOf(state: CheckoutState): StoredAddress | null {
  const place = state.place;
  if (!place) return null;
  return {
    id: place.id,
    company: place.name,
    addressLine1: place.addressLine1,
    zip: place.zip,
    city: place.city,
    country: place.countryCode,
  };
}

/** SKU names, article numbers and VAT rates in the market: what an order line keeps of them. */
async function skuFacts(db: Database, skuIds: number[], marketId: number) {
  const rows = await db
    .select({
      id: skusTable.id,
      name: skusTable.name,
      articleNumber: skusTable.articleNumber,
      vatRateBp: prices.vatRateBp,
    })
    .from(skusTable)
    .leftJoin(prices, and(eq(prices.productId, skusTable.productId), eq(prices.marketId, marketId)))
    .where(inArray(skusTable.id, skuIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The order of a checkout that may be placed (checkoutIssues found nothing): its amounts are the
 * priced cart's, copied so that a later price change never changes it. SKU names and article
 * numbers and VAT rates are read from the catalog.
 */
export async function orderDraft(ctx: RequestContext, state: CheckoutState): Promise<OrderDraft> {
  const { checkout, priced, scope } = state;
  const { totals } = priced;
  const shipping = state.shipping;
  const payment = state.payment;
  if (!shipping || !payment || !state.customerKey)
    throw new Error('An order needs shipping, payment and a customer');
  const country = scope.market.country.code;
  const billing: StoredAddress = { country, ...checkout.billingAddress };
  const [brands, skus, signedIn] = await Promise.all([
    Promise.all(priced.items.map((item) => ctx.loaders.brand.load(item.product.brandId))),
    skuFacts(
      ctx.db,
      priced.items.map((item) => item.skuId),
      scope.market.id,
    ),
    ctx.viewer(),
  ]);

  const lines = priced.items.map((item, i): OrderLineInsert => {
    const sku = skus.get(item.skuId);
    return {
      position: i + 1,
      skuId: item.skuId,
      productId: item.product.id,
      articleNumber: sku?.articleNumber ?? item.product.articleNumber,
      name: item.product.name,
      skuName: sku?.name ?? '',
      brandName: brands[i]?.name ?? '',
      quantity: item.quantity,
      message: item.message,
      unitPrice: item.unitPrice,
      lineTotals: item.totals,
      totalIncVat: item.totals.discounted.incVat,
      totalExVat: item.totals.discounted.exVat,
      vatRateBp: sku?.vatRateBp ?? scope.market.vatRateBp,
      appliedCampaigns: item.appliedCampaigns,
    };
  });

  const pending = totals.balance.pending.incVat;
  const customerId = signedIn.viewer?.customerId ?? null;
  const { fromGiftCard: giftCard, fromAccount: account } = totals.balance;
  return {
    order: {
      publicId: randomUUID(),
      cartId: priced.cart.id,
      channelId: priced.cart.channelId,
      marketId: scope.market.id,
      languageCode: scope.language.code,
      currencyCode: scope.money.currency,
      customerType: checkout.customerType,
      customerKey: state.customerKey,
      email: checkout.email?.toLowerCase() ?? '',
      customerId,
      identityNumber: checkout.identityNumber ?? '',
      buyerDigest: ctx.checkoutSession,
      billingAddress: billing,
      shippingAddress: checkout.shippingAddress ? { country, ...checkout.shippingAddress } : billing,
      message: checkout.message,
      customerOrderNumber: checkout.customerOrderNumber,
      desiredDeliveryDate: checkout.desiredDeliveryDate,
      shippingId: shipping.id,
      shippingName: localized(SHIPPING_NAMES[shipping.kind], scope.language.code),
      pickupPoint: placeOf(state),
      shippingFeeIncVat: totals.shipping.fee.incVat,
      shippingFeeExVat: totals.shipping.fee.exVat,
      itemValueIncVat: totals.subTotal.sellingIncVat,
      itemValueExVat: totals.subTotal.sellingExVat,
      discountIncVat: totals.subTotal.sellingIncVat - totals.items.incVat,
      discountExVat: totals.subTotal.sellingExVat - totals.items.exVat,
      orderValueIncVat: totals.beforeBalance.incVat,
      orderValueExVat: totals.beforeBalance.exVat,
      fromBalanceIncVat: pending,
      fromAccountBalanceIncVat: account,
      totalIncVat: totals.total.sellingIncVat,
      totalExVat: totals.total.sellingExVat,
      totals,
      promoCode: priced.cart.promoCode,
      promoState: priced.promo.state,
      giftCardCode: giftCard > 0 ? priced.cart.giftCardCode : null,
      appliedCampaigns: priced.appliedCampaigns,
      paymentId: payment.paymentId,
      paymentType: payment.paymentType,
    },
    lines,
    giftCard:
      giftCard > 0 && priced.cart.giftCardCode ? { code: priced.cart.giftCardCode, amount: giftCard } : null,
    accountBalance: account > 0 && customerId !== null ? { customerId, amount: account } : null,
  };
}
