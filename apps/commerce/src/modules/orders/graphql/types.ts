import { type CreditNoteLine, ORDER_STAGES, type OrderStage } from '#src/db/schema.ts';
import { AddressType } from '#src/graphql/address.ts';
import { builder } from '#src/graphql/builder.ts';
import { majorUnits } from '#src/graphql/decimal.ts';
import { CartType } from '#src/modules/cart/graphql/index.ts';
import { PriceType } from '#src/modules/catalog/graphql/index.ts';
import { paymentNameOf, shippingNameOf } from '#src/modules/checkout/index.ts';
import { formatMoney, type PriceRow, unitPrice } from '#src/modules/pricing/index.ts';
import { trackingLinkOf } from '../carriers.ts';
import type { CreditNoteRow } from '../desk/credit-order.ts';
import { SELLER } from '../invoice/seller.ts';
import { type LoadedOrder, orderAsCart } from '../order-cart.ts';
import { shownOrganisationNumber } from '../organisation-number.ts';
import { orderStatusOf, SHOPPER_STATUSES, shopperStatusOf } from '../status.ts';
import type { OrderLineRow } from '../store.ts';

export const OrderStageEnum = builder.enumType('OrderStage', {
  description:
    'Where the order is in its life: PLACED, CONFIRMED, PICKING, SHIPPED (with carrier and tracking number), DELIVERED; CANCELLED before shipping; RETURNED or CREDITED after',
  values: Object.fromEntries(ORDER_STAGES.map((stage) => [stage.toUpperCase(), { value: stage }])) as Record<
    Uppercase<OrderStage>,
    { value: OrderStage }
  >,
});

export const OrderShopperStatusEnum = builder.enumType('OrderShopperStatus', {
  description:
    'What shoppers are told of an order: RECEIVED (pending, pending-payment, backorder), PROCESSING (partial, inactive, on-hold), CANCELLED (cancelled, out-of-stock), COMPLETED (completed, refunded)',
  values: SHOPPER_STATUSES,
});

/** An amount with no inc/ex split (VAT, a fee without VAT) as a PriceType: both sides the same. */
const flat = (amount: number): PriceRow => ({
  regularIncVat: amount,
  regularExVat: amount,
  sellingIncVat: amount,
  sellingExVat: amount,
});

const incEx = (incVat: number, exVat: number): PriceRow => ({
  regularIncVat: incVat,
  regularExVat: exVat,
  sellingIncVat: incVat,
  sellingExVat: exVat,
});

const CheckoutOrderRowType = builder
  .objectRef<{ line: OrderLineRow; loaded: LoadedOrder }>('CheckoutOrderRowType')
  .implement({
    description: 'One line of a placed order, as it was priced then.',
    fields: (t) => ({
      articleNumber: t.string({ nullable: true, resolve: ({ line }) => line.articleNumber }),
      brand: t.string({ nullable: true, resolve: ({ line }) => line.brandName }),
      name: t.string({ nullable: true, resolve: ({ line }) => line.name }),
      variant: t.string({
        nullable: true,
        description: 'The size, when sold in sizes',
        resolve: ({ line }) => line.skuName || null,
      }),
      sku: t.string({ nullable: true, resolve: ({ line }) => String(line.skuId) }),
      productId: t.int({ resolve: ({ line }) => line.productId }),
      quantity: t.int({ resolve: ({ line }) => line.quantity }),
      message: t.string({ nullable: true, resolve: ({ line }) => line.message }),
      priceIncVat: t.field({
        type: 'Decimal',
        description: 'One unit',
        resolve: ({ line }) => line.unitPrice.sellingIncVat,
      }),
      priceExVat: t.field({ type: 'Decimal', resolve: ({ line }) => line.unitPrice.sellingExVat }),
      discountIncVat: t.field({
        type: 'Decimal',
        description: "Off the line's selling price: quantity prices and its share of the cart's discounts",
        resolve: ({ line }) => line.unitPrice.sellingIncVat * line.quantity - line.totalIncVat,
      }),
      discountExVat: t.field({
        type: 'Decimal',
        resolve: ({ line }) => line.unitPrice.sellingExVat * line.quantity - line.totalExVat,
      }),
      totalIncVat: t.field({ type: 'Decimal', resolve: ({ line }) => line.totalIncVat }),
      totalExVat: t.field({ type: 'Decimal', resolve: ({ line }) => line.totalExVat }),
      campaignNames: t.stringList({ resolve: ({ line }) => line.appliedCampaigns.map((c) => c.name) }),
      backorderedQuantity: t.int({
        description: 'Units the supplier delivers later (beyond our own stock when ordered)',
        resolve: ({ line }) => line.backorderedQuantity,
      }),
    }),
  });

export const CheckoutOrderType = builder.objectRef<LoadedOrder>('CheckoutOrderType').implement({
  description: 'A placed order as the confirmation page and the purchase event read it.',
  fields: (t) => ({
    orderId: t.string({ nullable: true, resolve: ({ order }) => String(order.id) }),
    publicId: t.string({ resolve: ({ order }) => order.publicId }),
    transactionId: t.string({
      nullable: true,
      description: "The payment's reference (the invoice's OCR number)",
      resolve: ({ payment }) => payment?.reference ?? null,
    }),
    firstName: t.string({ nullable: true, resolve: ({ order }) => order.billingAddress.firstName ?? null }),
    lastName: t.string({ nullable: true, resolve: ({ order }) => order.billingAddress.lastName ?? null }),
    zip: t.string({ nullable: true, resolve: ({ order }) => order.billingAddress.zip ?? null }),
    email: t.string({ nullable: true, resolve: ({ order }) => order.email }),
    message: t.string({ nullable: true, resolve: ({ order }) => order.message }),
    currency: t.string({ nullable: true, resolve: ({ order }) => order.currencyCode }),
    marketId: t.string({ resolve: ({ scope }) => scope.market.alias }),
    campaignNames: t.stringList({
      nullable: true,
      resolve: ({ order }) => order.appliedCampaigns.map((c) => c.name),
    }),
    promoCode: t.string({ nullable: true, resolve: ({ order }) => order.promoCode }),
    discountIncVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.discountIncVat }),
    discountExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.discountExVat }),
    itemValueIncVat: t.field({
      type: 'Decimal',
      description: 'The items at their selling prices, before the cart discounts',
      resolve: ({ order }) => order.itemValueIncVat,
    }),
    itemValueExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.itemValueExVat }),
    orderValueIncVat: t.field({
      type: 'Decimal',
      description: 'Items after discounts plus shipping, before a gift card',
      resolve: ({ order }) => order.orderValueIncVat,
    }),
    orderValueExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.orderValueExVat }),
    paymentFeeIncVat: t.field({ type: 'Decimal', resolve: () => 0 }),
    paymentFeeExVat: t.field({ type: 'Decimal', resolve: () => 0 }),
    shippingFeeIncVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.shippingFeeIncVat }),
    shippingFeeExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.shippingFeeExVat }),
    fromBalance: t.field({
      type: 'Decimal',
      description: "What a gift card and the customer's balance paid",
      resolve: ({ order }) => order.fromBalanceIncVat,
    }),
    vat: t.field({
      type: 'Decimal',
      description: "The order's VAT (items and shipping, before a gift card)",
      resolve: ({ order }) => order.orderValueIncVat - order.orderValueExVat,
    }),
    sum: t.field({
      type: 'Decimal',
      description: 'What is left to pay: the invoice',
      resolve: ({ order }) => order.totalIncVat,
    }),
    sumFormatted: t.string({
      resolve: ({ order, scope }) => formatMoney(order.totalIncVat, order.currencyCode, scope.money.locale),
    }),
    rows: t.field({
      type: [CheckoutOrderRowType],
      resolve: (loaded) => loaded.lines.map((line) => ({ line, loaded })),
    }),
  }),
});

const PaymentDetailsType = builder.objectRef<LoadedOrder>('PaymentDetailsType').implement({
  description:
    "How the order is paid; for the invoice, its OCR reference and due date. Amounts are major units (the platform's Float).",
  fields: (t) => ({
    id: t.int({ resolve: ({ order }) => order.id }),
    paymentId: t.int({ resolve: ({ order }) => order.paymentId }),
    transactionId: t.string({
      description: 'The OCR reference',
      resolve: ({ payment }) => payment?.reference ?? '',
    }),
    bankgiro: t.string({
      nullable: true,
      description:
        "The shop's bankgiro the invoice is paid to, with transactionId as the OCR reference (as the invoice prints it); null when not paid by invoice",
      resolve: ({ payment }) => (payment?.provider === 'invoice' ? SELLER.bankgiro : null),
    }),
    displayName: t.string({
      resolve: ({ order, scope }) => paymentNameOf(order.paymentId, scope.language.code) ?? '',
    }),
    name: t.string({ resolve: ({ payment }) => payment?.provider ?? '' }),
    isPaid: t.boolean({ resolve: ({ payment }) => payment?.paidAt != null }),
    paymentDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: ({ payment }) => payment?.paidAt ?? null,
    }),
    dueDate: t.string({
      nullable: true,
      description: 'The last day to pay (yyyy-mm-dd)',
      resolve: ({ payment }) => payment?.dueOn ?? null,
    }),
    paymentFee: t.float({ resolve: () => 0 }),
    paymentOption: t.string({ nullable: true, resolve: ({ order }) => order.paymentType }),
    reservationDate: t.field({ type: 'DateTime', resolve: ({ order }) => order.createdAt }),
    reservationNumber: t.string({ nullable: true, resolve: ({ payment }) => payment?.reference ?? null }),
    shippingFee: t.float({ resolve: ({ order }) => majorUnits(order.shippingFeeIncVat) }),
    total: t.float({ resolve: ({ order }) => majorUnits(order.totalIncVat) }),
  }),
});

const ShippingDetailType = builder.objectRef<LoadedOrder>('ShippingDetailType').implement({
  description: 'How the order ships; the carrier, parcel number and tracking link come when it is sent.',
  fields: (t) => ({
    id: t.int({ resolve: ({ order }) => order.id }),
    name: t.string({
      description: "The way to ship in the request's language (the order's own by default)",
      resolve: ({ order, scope }) =>
        shippingNameOf(order.shippingId, scope.language.code) ?? order.shippingName,
    }),
    shippingId: t.int({ resolve: ({ order }) => order.shippingId }),
    carrier: t.string({ nullable: true, resolve: ({ order }) => order.carrier }),
    parcelNumber: t.string({
      nullable: true,
      description: "The carrier's tracking number",
      resolve: ({ order }) => order.trackingNumber,
    }),
    shippingDate: t.field({ type: 'DateTime', nullable: true, resolve: ({ order }) => order.shippedAt }),
    trackingLink: t.string({
      nullable: true,
      description: "The carrier's page of the parcel, for a carrier the shop knows",
      resolve: ({ order }) => trackingLinkOf(order.carrier, order.trackingNumber),
    }),
    pickupPoint: t.field({ type: AddressType, nullable: true, resolve: ({ order }) => order.pickupPoint }),
  }),
});

interface Refund {
  note: CreditNoteRow;
  line: CreditNoteLine;
}

const RefundType = builder.objectRef<Refund>('RefundType').implement({
  description:
    "A credited part of the order: one line's units (or the shipping) of a credit note. Amounts are major units (the platform's Float).",
  fields: (t) => ({
    id: t.int({ description: 'The credit note number', resolve: ({ note }) => note.number }),
    itemId: t.int({
      nullable: true,
      description: "The credited order line's position; null for the shipping",
      resolve: ({ line }) => (line.position > 0 ? line.position : null),
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ note }) => note.createdAt }),
    reason: t.string({ nullable: true, resolve: ({ note }) => note.reason }),
    total: t.float({ description: 'Inc VAT', resolve: ({ line }) => majorUnits(line.amountIncVat) }),
    vat: t.float({ resolve: ({ line }) => majorUnits(line.amountIncVat - line.amountExVat) }),
  }),
});

export const OrderType = builder.objectRef<LoadedOrder>('OrderType').implement({
  description: 'A placed order (getOrderPublic), its amounts as they were when placed.',
  fields: (t) => ({
    id: t.int({ nullable: true, resolve: ({ order }) => order.id }),
    publicId: t.id({ resolve: ({ order }) => order.publicId }),
    customerId: t.int({
      nullable: true,
      description: 'The signed-in customer who placed it; null for a guest',
      resolve: ({ order }) => order.customerId,
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ order }) => order.createdAt }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ order }) => order.updatedAt }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: ({ order, lines }) =>
        shopperStatusOf(orderStatusOf(order, lines)) === 'COMPLETED' ? order.updatedAt : null,
    }),
    currency: t.string({ nullable: true, resolve: ({ order }) => order.currencyCode }),
    desiredDeliveryDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: ({ order }) =>
        order.desiredDeliveryDate ? new Date(`${order.desiredDeliveryDate}T00:00:00Z`) : null,
    }),
    message: t.string({ nullable: true, resolve: ({ order }) => order.message }),
    status: t.string({
      description:
        "The platform's status (pending, backorder, ...), worked out from the stage; shopperStatus says what shoppers see",
      resolve: ({ order, lines }) => orderStatusOf(order, lines),
    }),
    shopperStatus: t.field({
      type: OrderShopperStatusEnum,
      resolve: ({ order, lines }) => shopperStatusOf(orderStatusOf(order, lines)),
    }),
    stage: t.field({ type: OrderStageEnum, resolve: ({ order }) => order.stage }),
    billingAddress: t.field({
      type: AddressType,
      nullable: true,
      resolve: ({ order }) => order.billingAddress,
    }),
    shippingAddress: t.field({
      type: AddressType,
      nullable: true,
      resolve: ({ order }) => order.shippingAddress,
    }),
    organizationId: t.string({
      nullable: true,
      description:
        "A company order's organisation number as the buyer gave it (a sole trader's, which is a personal number, with all but its last four digits masked); null for a person's order, whose personal number is never answered",
      resolve: ({ order, scope }) => shownOrganisationNumber(order, scope.market.country.code),
    }),
    cart: t.field({
      type: CartType,
      nullable: true,
      resolve: (loaded, _args, ctx) => orderAsCart(ctx, loaded),
    }),
    paymentDetails: t.field({ type: [PaymentDetailsType], resolve: (loaded) => [loaded] }),
    discount: t.field({
      type: PriceType,
      nullable: true,
      resolve: ({ order, scope }) => unitPrice(incEx(order.discountIncVat, order.discountExVat), scope.money),
    }),
    orderTotal: t.field({
      type: PriceType,
      nullable: true,
      description: 'What is left to pay (after a gift card)',
      resolve: ({ order, scope }) => unitPrice(incEx(order.totalIncVat, order.totalExVat), scope.money),
    }),
    paymentFee: t.field({
      type: PriceType,
      nullable: true,
      resolve: ({ scope }) => unitPrice(flat(0), scope.money),
    }),
    shippingFee: t.field({
      type: PriceType,
      nullable: true,
      resolve: ({ order, scope }) =>
        unitPrice(incEx(order.shippingFeeIncVat, order.shippingFeeExVat), scope.money),
    }),
    vat: t.field({
      type: PriceType,
      nullable: true,
      description: "The order's VAT as an amount (both sides the same)",
      resolve: ({ order, scope }) =>
        unitPrice(flat(order.orderValueIncVat - order.orderValueExVat), scope.money),
    }),
    fromBalance: t.field({ type: 'Decimal', resolve: ({ order }) => order.fromBalanceIncVat }),
    fromBalanceFormatted: t.string({
      nullable: true,
      resolve: ({ order, scope }) =>
        formatMoney(order.fromBalanceIncVat, order.currencyCode, scope.money.locale),
    }),
    refunds: t.field({
      type: [RefundType],
      resolve: ({ creditNotes }) => creditNotes.flatMap((note) => note.lines.map((line) => ({ note, line }))),
    }),
    shippingDetails: t.field({ type: [ShippingDetailType], resolve: (loaded) => [loaded] }),
  }),
});

export const CheckoutDataType = builder
  .objectRef<{ loaded: LoadedOrder; nthPurchase: number; cartId: string | null }>('CheckoutDataType')
  .implement({
    description: 'A placed order for the confirmation page: reading it again never places another.',
    fields: (t) => ({
      htmlSnippet: t.string({
        nullable: true,
        description: 'Null: the invoice has no provider widget',
        resolve: () => null,
      }),
      newCheckoutSession: t.boolean({ resolve: () => false }),
      completed: t.boolean({ nullable: true, description: 'The order is placed', resolve: () => true }),
      order: t.field({ type: CheckoutOrderType, nullable: true, resolve: ({ loaded }) => loaded }),
      nthPurchase: t.int({
        description: "Which of the customer's purchases this is, this one included (1 for the first)",
        resolve: ({ nthPurchase }) => nthPurchase,
      }),
      cart: t.field({
        type: CartType,
        nullable: true,
        description: 'The order as a cart (isCompleted true), its amounts as placed',
        resolve: ({ loaded }, _args, ctx) => orderAsCart(ctx, loaded),
      }),
    }),
  });

export const PlaceOrderResponseType = builder
  .objectRef<{ orderId: string | null; publicId: string | null; status: string; redirectUrl: string }>(
    'PlaceOrderResponseType',
  )
  .implement({
    description:
      'The answer to placeOrder. Placed (or placed before, by a retried or concurrent call): status OK, the order ids and the confirmation address. Not placed: orderId null, status why (OUT_OF_STOCK, CUSTOMER_BLACKLISTED, CREDIT_LIMIT_EXCEEDED, GIFT_CARD_CHANGED, BALANCE_CHANGED, CART_EMPTY, RENTAL_UNAVAILABLE when the days of a rental were taken meanwhile, PROMO_CODE_USED_UP when every use of the promo code is taken, PROMO_CODE_CUSTOMER_LIMIT when the customer has used it as often as it allows) and the provider-failure address; nothing has changed.',
    fields: (t) => ({
      orderId: t.exposeString('orderId', { nullable: true }),
      publicId: t.exposeString('publicId', { nullable: true }),
      status: t.exposeString('status', { nullable: true }),
      redirectUrl: t.exposeString('redirectUrl', {
        nullable: true,
        description:
          'Where the storefront goes next, without language prefix: /checkout/confirm?id={publicId}&paymentType=STANDARD&cartId={cartId}, or /checkout/{provider}-fail?error=Error|OutOfStock|BlockedCustomer',
      }),
    }),
  });
