import { adminBuilder } from '#src/admin/builder.ts';
import { type CreditNoteLine, ORDER_STAGES, type OrderStage, type StoredAddress } from '#src/db/schema.ts';
import { trackingLinkOf } from '../carriers.ts';
import type { CreditNoteRow } from '../desk/credit-order.ts';
import type { DeskEvent, DeskOrder } from '../desk/order-detail.ts';
import {
  ORDER_LIST_LIMITS,
  ORDER_SORT_FIELDS,
  type OrderListRow,
  type OrderPage,
} from '../desk/order-list.ts';
import { STAGE_REFUSALS, STAGE_TRANSITIONS } from '../stages.ts';
import { orderStatusOf } from '../status.ts';
import type { OrderLineRow } from '../store.ts';

export const OrderStageEnum = adminBuilder.enumType('OrderStage', {
  description:
    'Where an order is: PLACED → CONFIRMED → PICKING → SHIPPED (carrier and tracking number) → DELIVERED; CANCELLED before shipping; RETURNED (the goods back in stock) or CREDITED (all of it credited) after',
  values: Object.fromEntries(ORDER_STAGES.map((stage) => [stage.toUpperCase(), { value: stage }])) as Record<
    Uppercase<OrderStage>,
    { value: OrderStage }
  >,
});

export const OrderChangeRefusalEnum = adminBuilder.enumType('OrderChangeRefusal', {
  description: 'Why a change of an order was refused; nothing was changed',
  values: STAGE_REFUSALS,
});

export const OrderSortFieldEnum = adminBuilder.enumType('OrderSortField', {
  description: 'DATE placed, TOTAL (the order value inc VAT) or NUMBER; the order number breaks ties',
  values: ORDER_SORT_FIELDS,
});

const OrderAddressType = adminBuilder.objectRef<StoredAddress>('OrderAddress').implement({
  description: 'An address as the shopper gave it; a missing line is null',
  fields: (t) => {
    const line = (name: string) => t.string({ nullable: true, resolve: (address) => address[name] || null });
    return {
      firstName: line('firstName'),
      lastName: line('lastName'),
      company: line('company'),
      addressLine1: line('addressLine1'),
      addressLine2: line('addressLine2'),
      zip: line('zip'),
      city: line('city'),
      country: line('country'),
      mobile: line('mobile'),
    };
  },
});

const VatAmountType = adminBuilder.objectRef<{ rateBp: number; amount: number }>('VatAmount').implement({
  description: 'VAT at one rate',
  fields: (t) => ({
    ratePercent: t.float({ resolve: (vat) => vat.rateBp / 100 }),
    amount: t.field({ type: 'Decimal', resolve: (vat) => vat.amount }),
  }),
});

const nameOf = (address: StoredAddress) => [address.firstName, address.lastName].filter(Boolean).join(' ');

export const OrderSummaryType = adminBuilder.objectRef<OrderListRow>('OrderSummary').implement({
  description: "One order in the order desk's list",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The order number' }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    stage: t.field({ type: OrderStageEnum, resolve: (row) => row.stage }),
    market: t.exposeString('marketAlias'),
    customerType: t.exposeString('customerType', { description: 'PERSON or ORGANIZATION' }),
    email: t.exposeString('email'),
    name: t.string({ resolve: (row) => nameOf(row.billingAddress) }),
    company: t.string({ nullable: true, resolve: (row) => row.billingAddress.company || null }),
    identityNumber: t.exposeString('identityNumber', { description: 'The personal or organisation number' }),
    currency: t.exposeString('currencyCode'),
    orderValueIncVat: t.field({
      type: 'Decimal',
      description: 'Items and shipping inc VAT, before a gift card or balance',
      resolve: (row) => row.orderValueIncVat,
    }),
    totalIncVat: t.field({
      type: 'Decimal',
      description: 'What the invoice asks',
      resolve: (row) => row.totalIncVat,
    }),
    creditedIncVat: t.field({ type: 'Decimal', resolve: (row) => row.creditedIncVat }),
    paymentType: t.exposeString('paymentType'),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
  }),
});

export const OrderPageType = adminBuilder.objectRef<OrderPage>('OrderPage').implement({
  description: 'A page of orders, with how many match the filter',
  fields: (t) => ({
    nodes: t.field({ type: [OrderSummaryType], resolve: (page) => page.rows }),
    totalCount: t.exposeInt('totalCount', {
      description: `How many orders match, counted up to ${ORDER_LIST_LIMITS.countCap}`,
    }),
    totalCountCapped: t.exposeBoolean('totalCountCapped', {
      description: `More than ${ORDER_LIST_LIMITS.countCap} orders match: show the count as "${ORDER_LIST_LIMITS.countCap}+"`,
    }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Pass it as `after` for the next page',
    }),
  }),
});

const OrderLineType = adminBuilder.objectRef<OrderLineRow>('OrderLine').implement({
  description: 'A line of the order as it was priced; amounts after its share of the discounts',
  fields: (t) => ({
    position: t.exposeInt('position'),
    skuId: t.exposeInt('skuId'),
    productId: t.exposeInt('productId'),
    articleNumber: t.exposeString('articleNumber'),
    name: t.exposeString('name'),
    skuName: t.exposeString('skuName'),
    brand: t.exposeString('brandName'),
    quantity: t.exposeInt('quantity'),
    message: t.exposeString('message', { nullable: true }),
    unitPriceIncVat: t.field({ type: 'Decimal', resolve: (line) => line.unitPrice.sellingIncVat }),
    unitPriceExVat: t.field({ type: 'Decimal', resolve: (line) => line.unitPrice.sellingExVat }),
    totalIncVat: t.field({ type: 'Decimal', resolve: (line) => line.totalIncVat }),
    totalExVat: t.field({ type: 'Decimal', resolve: (line) => line.totalExVat }),
    vatRatePercent: t.float({ resolve: (line) => line.vatRateBp / 100 }),
    backorderedQuantity: t.exposeInt('backorderedQuantity'),
    creditedQuantity: t.exposeInt('creditedQuantity'),
    restockedQuantity: t.exposeInt('restockedQuantity', { description: 'Units put back in stock' }),
  }),
});

const StaffRefType = adminBuilder
  .objectRef<{ id: number; email: string; name: string }>('OrderStaffMember')
  .implement({
    description: 'The member who made a change',
    fields: (t) => ({ id: t.exposeInt('id'), email: t.exposeString('email'), name: t.exposeString('name') }),
  });

const OrderEventType = adminBuilder.objectRef<DeskEvent>('OrderEvent').implement({
  description:
    "One event of the order's timeline: PLACED, STAGE (from → to, with the parcel or reason), MAIL_QUEUED / MAIL_SENT (which mail), NOTE, CREDIT",
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.field({ type: 'DateTime', resolve: (event) => event.at }),
    kind: t.string({ resolve: (event) => event.kind.toUpperCase().replace('-', '_') }),
    staff: t.field({ type: StaffRefType, nullable: true, resolve: (event) => event.staff }),
    body: t.exposeString('body', { nullable: true, description: "A note's text" }),
    from: t.field({
      type: OrderStageEnum,
      nullable: true,
      resolve: (e) => (e.data.from as OrderStage) ?? null,
    }),
    to: t.field({ type: OrderStageEnum, nullable: true, resolve: (e) => (e.data.to as OrderStage) ?? null }),
    carrier: t.string({ nullable: true, resolve: (e) => e.data.carrier ?? null }),
    trackingNumber: t.string({ nullable: true, resolve: (e) => e.data.trackingNumber ?? null }),
    reason: t.string({ nullable: true, resolve: (e) => e.data.reason ?? null }),
    mail: t.string({
      nullable: true,
      description: 'confirmation, confirmed, shipped, cancelled or credit-note-{number}',
      resolve: (e) => e.data.mail ?? null,
    }),
    amount: t.field({ type: 'Decimal', nullable: true, resolve: (e) => e.data.amountIncVat ?? null }),
  }),
});

const CreditNoteLineType = adminBuilder.objectRef<CreditNoteLine>('CreditNoteLine').implement({
  description: "A credited line's units, or the shipping (position 0)",
  fields: (t) => ({
    position: t.exposeInt('position'),
    quantity: t.exposeInt('quantity'),
    amountIncVat: t.field({ type: 'Decimal', resolve: (line) => line.amountIncVat }),
    amountExVat: t.field({ type: 'Decimal', resolve: (line) => line.amountExVat }),
    vatRatePercent: t.float({ resolve: (line) => line.vatRateBp / 100 }),
  }),
});

export const CreditNoteType = adminBuilder.objectRef<CreditNoteRow>('CreditNote').implement({
  description: 'A credit note: what was credited and why, and where the money went back',
  fields: (t) => ({
    id: t.exposeInt('id'),
    number: t.exposeInt('number', { description: 'Numbered without gaps' }),
    createdAt: t.field({ type: 'DateTime', resolve: (note) => note.createdAt }),
    staffId: t.exposeInt('staffId', { nullable: true }),
    reason: t.exposeString('reason'),
    lines: t.field({ type: [CreditNoteLineType], resolve: (note) => note.lines }),
    amountIncVat: t.field({ type: 'Decimal', resolve: (note) => note.amountIncVat }),
    amountExVat: t.field({ type: 'Decimal', resolve: (note) => note.amountExVat }),
    vats: t.field({ type: [VatAmountType], resolve: (note) => note.vats }),
    toInvoice: t.field({ type: 'Decimal', resolve: (note) => note.toInvoiceIncVat }),
    toAccountBalance: t.field({ type: 'Decimal', resolve: (note) => note.toAccountBalanceIncVat }),
    toGiftCard: t.field({ type: 'Decimal', resolve: (note) => note.toGiftCardIncVat }),
  }),
});

export const AdminOrderType = adminBuilder.objectRef<DeskOrder>('AdminOrder').implement({
  description: 'An order as the order desk shows it',
  fields: (t) => ({
    id: t.int({ description: 'The order number (and the invoice number)', resolve: ({ order }) => order.id }),
    publicId: t.string({ resolve: ({ order }) => order.publicId }),
    createdAt: t.field({ type: 'DateTime', resolve: ({ order }) => order.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: ({ order }) => order.updatedAt }),
    stage: t.field({ type: OrderStageEnum, resolve: ({ order }) => order.stage }),
    nextStages: t.field({
      type: [OrderStageEnum],
      description: 'The stages it may go to from here',
      resolve: ({ order }) => [...STAGE_TRANSITIONS[order.stage]],
    }),
    platformStatus: t.string({ resolve: ({ order, lines }) => orderStatusOf(order, lines) }),
    market: t.string({ resolve: ({ scope }) => scope.market.alias }),
    languageCode: t.string({ resolve: ({ order }) => order.languageCode }),
    currency: t.string({ resolve: ({ order }) => order.currencyCode }),
    customerType: t.string({ resolve: ({ order }) => order.customerType }),
    customerId: t.int({ nullable: true, resolve: ({ order }) => order.customerId }),
    email: t.string({ resolve: ({ order }) => order.email }),
    identityNumber: t.string({ resolve: ({ order }) => order.identityNumber }),
    billingAddress: t.field({ type: OrderAddressType, resolve: ({ order }) => order.billingAddress }),
    shippingAddress: t.field({ type: OrderAddressType, resolve: ({ order }) => order.shippingAddress }),
    pickupPoint: t.field({
      type: OrderAddressType,
      nullable: true,
      resolve: ({ order }) => order.pickupPoint,
    }),
    message: t.string({
      nullable: true,
      description: "The shopper's note",
      resolve: ({ order }) => order.message,
    }),
    customerOrderNumber: t.string({ nullable: true, resolve: ({ order }) => order.customerOrderNumber }),
    desiredDeliveryDate: t.string({ nullable: true, resolve: ({ order }) => order.desiredDeliveryDate }),
    shippingName: t.string({ resolve: ({ order }) => order.shippingName }),
    carrier: t.string({ nullable: true, resolve: ({ order }) => order.carrier }),
    trackingNumber: t.string({ nullable: true, resolve: ({ order }) => order.trackingNumber }),
    trackingLink: t.string({
      nullable: true,
      resolve: ({ order }) => trackingLinkOf(order.carrier, order.trackingNumber),
    }),
    shippedAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ order }) => order.shippedAt }),
    lines: t.field({ type: [OrderLineType], resolve: ({ lines }) => lines }),
    itemValueIncVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.itemValueIncVat }),
    itemValueExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.itemValueExVat }),
    discountIncVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.discountIncVat }),
    discountExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.discountExVat }),
    shippingFeeIncVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.shippingFeeIncVat }),
    shippingFeeExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.shippingFeeExVat }),
    orderValueIncVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.orderValueIncVat }),
    orderValueExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.orderValueExVat }),
    vats: t.field({ type: [VatAmountType], resolve: ({ order }) => order.totals.vats }),
    fromGiftCard: t.field({
      type: 'Decimal',
      resolve: ({ order }) => order.fromBalanceIncVat - order.fromAccountBalanceIncVat,
    }),
    giftCardCode: t.string({ nullable: true, resolve: ({ order }) => order.giftCardCode }),
    fromAccountBalance: t.field({ type: 'Decimal', resolve: ({ order }) => order.fromAccountBalanceIncVat }),
    totalIncVat: t.field({
      type: 'Decimal',
      description: 'What the invoice asks',
      resolve: ({ order }) => order.totalIncVat,
    }),
    totalExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.totalExVat }),
    creditedIncVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.creditedIncVat }),
    creditedExVat: t.field({ type: 'Decimal', resolve: ({ order }) => order.creditedExVat }),
    paymentType: t.string({ resolve: ({ order }) => order.paymentType }),
    paymentProvider: t.string({ nullable: true, resolve: ({ payment }) => payment?.provider ?? null }),
    invoiceNumber: t.int({ resolve: ({ order }) => order.id }),
    ocr: t.string({ nullable: true, resolve: ({ payment }) => payment?.reference ?? null }),
    dueOn: t.string({ nullable: true, resolve: ({ payment }) => payment?.dueOn ?? null }),
    paidAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ payment }) => payment?.paidAt ?? null }),
    timeline: t.field({ type: [OrderEventType], resolve: ({ timeline }) => timeline }),
    creditNotes: t.field({ type: [CreditNoteType], resolve: ({ creditNotes }) => creditNotes }),
  }),
});

export const OrderChangeResultType = adminBuilder
  .objectRef<{
    order: DeskOrder | null;
    creditNote?: CreditNoteRow | null;
    refusal: string | null;
    message: string | null;
  }>('OrderChangeResult')
  .implement({
    description: 'The order after the change, or why it was refused (nothing changed)',
    fields: (t) => ({
      order: t.field({ type: AdminOrderType, nullable: true, resolve: (r) => r.order }),
      creditNote: t.field({ type: CreditNoteType, nullable: true, resolve: (r) => r.creditNote ?? null }),
      refusal: t.field({
        type: OrderChangeRefusalEnum,
        nullable: true,
        resolve: (r) => r.refusal as (typeof STAGE_REFUSALS)[number] | null,
      }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });
