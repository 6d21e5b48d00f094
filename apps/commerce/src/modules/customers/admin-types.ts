import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { CUSTOMER_TYPES, type CustomerAddress, type CustomerTypeName } from '#src/db/schema.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import type { CustomerNote, CustomerProfile, NewsletterState, OrderSummary } from './admin-profile.ts';
import type { CustomerListItem, CustomerPage } from './admin-search.ts';
import type { Balance } from './customers.ts';
import { CUSTOMER_DESK_REFUSALS } from './desk-refusal.ts';
import type { ErasureCounts } from './erasure.ts';
import type { InvoiceCredit } from './invoice-credit.ts';

/** Money in the staff member's language: sv-SE or en-GB. */
const moneyText = (minor: number, currency: string, ctx: AdminContext) =>
  formatMoney(minor, currency, ctx.staff?.languageCode === 'en' ? 'en-GB' : 'sv-SE');

export const CustomerKindEnum = adminBuilder.enumType('CustomerKind', {
  description: 'A private person or an organisation (a company): their prices, VAT and number differ',
  values: Object.fromEntries(CUSTOMER_TYPES.map((type) => [type, { value: type }])) as Record<
    CustomerTypeName,
    { value: CustomerTypeName }
  >,
});

adminBuilder.enumType('CustomerDeskRefusal', {
  description:
    "Why a change on the customer desk was refused: the error's extensions.code. Named in errors only, for clients' types.",
  values: CUSTOMER_DESK_REFUSALS,
});

const NewsletterStateEnum = adminBuilder.enumType('CustomerNewsletterState', {
  description:
    "The newsletter subscription of the customer's email: none, waiting for its confirmation, or confirmed",
  values: ['NONE', 'PENDING', 'CONFIRMED'] as const satisfies readonly NewsletterState[],
});

const ListItemType = adminBuilder.objectRef<CustomerListItem>('CustomerListItem').implement({
  description: 'A customer account as the list shows it',
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    company: t.exposeString('company'),
    customerType: t.expose('customerType', { type: CustomerKindEnum }),
    personalId: t.exposeString('personalId', {
      description: 'Personal or organisation number; empty when not given',
    }),
    phone: t.exposeString('phone', { description: 'The mobile, else the phone; empty when none' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    orderCount: t.exposeInt('orderCount', { description: 'Orders placed signed in to the account' }),
  }),
});

export const CustomerConnectionType = adminBuilder.objectRef<CustomerPage>('CustomerConnection').implement({
  description: 'A page of customers, newest first',
  fields: (t) => ({
    nodes: t.field({ type: [ListItemType], resolve: (page) => page.nodes }),
    totalCount: t.exposeInt('totalCount', { description: 'Customers matching, on every page' }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: "The next page's `after`; null on the last page",
    }),
    hasNextPage: t.boolean({ resolve: (page) => page.endCursor !== null }),
  }),
});

const BalanceType = adminBuilder.objectRef<Balance>('CustomerBalance').implement({
  description: 'Money the customer holds in one currency (refunds to balance); it pays orders',
  fields: (t) => ({
    currency: t.exposeString('currency'),
    amount: t.expose('amount', { type: 'Decimal' }),
    amountFormatted: t.string({ resolve: (b, _args, ctx) => moneyText(b.amount, b.currency, ctx) }),
  }),
});

const OrderSummaryType = adminBuilder.objectRef<OrderSummary>('CustomerOrderSummary').implement({
  description: "One of the customer's orders, as their page lists it",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The order number' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    stage: t.exposeString('stage', {
      description:
        'Where the order is: placed, confirmed, picking, shipped, delivered, cancelled, returned or credited',
    }),
    currencyCode: t.exposeString('currencyCode'),
    orderValueIncVat: t.expose('orderValueIncVat', { type: 'Decimal' }),
    orderValueFormatted: t.string({
      resolve: (o, _args, ctx) => moneyText(o.orderValueIncVat, o.currencyCode, ctx),
    }),
    paymentType: t.exposeString('paymentType'),
  }),
});

export const NoteType = adminBuilder.objectRef<CustomerNote>('CustomerNote').implement({
  description: "A staff member's note on a customer",
  fields: (t) => ({
    id: t.exposeInt('id'),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    staffName: t.exposeString('staffName', { description: "Who wrote it: the member's name, else email" }),
  }),
});

export const InvoiceCreditType = adminBuilder.objectRef<InvoiceCredit>('CustomerInvoiceCredit').implement({
  description: "The dealer's invoice for the customer: whether it refuses them, and why",
  fields: (t) => ({
    blocked: t.exposeBoolean('blocked', {
      description: 'The checkout refuses invoice for them (CUSTOMER_BLACKLISTED)',
    }),
    reason: t.exposeString('reason', { nullable: true }),
    creditLimit: t.expose('creditLimit', {
      type: 'Decimal',
      nullable: true,
      description: "A limit of their own; null: the market's limit for their customer type",
    }),
  }),
});

const AddressType = adminBuilder.objectRef<Partial<CustomerAddress>>('CustomerAccountAddress').implement({
  description: "The account's address; a line not given is empty",
  fields: (t) => {
    const line = (name: keyof CustomerAddress) => t.string({ resolve: (a) => a[name] ?? '' });
    return {
      firstName: line('firstName'),
      lastName: line('lastName'),
      careOf: line('careOf'),
      addressLine1: line('addressLine1'),
      addressLine2: line('addressLine2'),
      zip: line('zip'),
      city: line('city'),
      country: line('country'),
      company: line('company'),
      mobile: line('mobile'),
      phone: line('phone'),
    };
  },
});

export const CustomerDetailType = adminBuilder.objectRef<CustomerProfile>('CustomerDetail').implement({
  description: 'A customer account with what the customer page shows',
  fields: (t) => ({
    id: t.int({ resolve: (p) => p.customer.id }),
    email: t.string({ resolve: (p) => p.customer.email }),
    customerType: t.field({ type: CustomerKindEnum, resolve: (p) => p.customer.customerType }),
    personalId: t.string({ resolve: (p) => p.customer.personalId }),
    languageCode: t.string({ resolve: (p) => p.customer.languageCode }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.customer.createdAt }),
    emailConfirmedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        "When the customer confirmed the email by the link mailed at registration; null: not yet, and the account's history holds no order placed as a guest with it",
      resolve: (p) => p.customer.emailConfirmedAt,
    }),
    address: t.field({ type: AddressType, resolve: (p) => p.customer.address }),
    newsletter: t.boolean({
      description: "The account's own newsletter choice",
      resolve: (p) => p.customer.newsletter,
    }),
    newsletterState: t.field({ type: NewsletterStateEnum, resolve: (p) => p.newsletterState }),
    balances: t.field({ type: [BalanceType], resolve: (p) => p.balances }),
    favoritesCount: t.exposeInt('favoritesCount'),
    orderCount: t.exposeInt('orderCount', { description: "Orders signed in or with the account's email" }),
    orders: t.field({
      type: [OrderSummaryType],
      description: 'The latest 50, newest first',
      resolve: (p) => p.orders,
    }),
    notes: t.field({ type: [NoteType], description: 'Newest first', resolve: (p) => p.notes }),
    invoiceCredit: t.field({ type: InvoiceCreditType, resolve: (p) => p.invoiceCredit }),
  }),
});

export const ImpersonationType = adminBuilder
  .objectRef<{ url: string; expiresAt: Date }>('CustomerImpersonation')
  .implement({
    description: 'A storefront address that signs in as the customer, once, until expiresAt',
    fields: (t) => ({
      url: t.exposeString('url', { description: 'Open it in a new tab; the shopper page asks to confirm' }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

export const DataExportType = adminBuilder
  .objectRef<{ fileName: string; json: string }>('CustomerDataExport')
  .implement({
    description: 'Everything the shop holds about the person, as a JSON document',
    fields: (t) => ({
      fileName: t.exposeString('fileName'),
      json: t.exposeString('json', { description: 'The document; amounts in minor units' }),
    }),
  });

export const ErasureType = adminBuilder.objectRef<ErasureCounts>('CustomerErasure').implement({
  description: 'What the erasure removed or made anonymous; the orders stay, without the person',
  fields: (t) => ({
    ordersAnonymised: t.exposeInt('ordersAnonymised'),
    reviewsAnonymised: t.exposeInt('reviewsAnonymised'),
    checkoutsCleared: t.exposeInt('checkoutsCleared'),
    mailsRedacted: t.exposeInt('mailsRedacted'),
    contactSubmissionsDeleted: t.exposeInt('contactSubmissionsDeleted'),
    newsletterDeleted: t.exposeInt('newsletterDeleted'),
    notifyMeDeleted: t.exposeInt('notifyMeDeleted'),
    invoiceKeysDeleted: t.exposeInt('invoiceKeysDeleted'),
  }),
});
