import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import { text } from '#src/graphql/input.ts';
import { addCustomerNote, changeInvoiceBlock, startImpersonation } from './admin-changes.ts';
import { customerProfile } from './admin-profile.ts';
import { CUSTOMER_LIST_LIMITS, cursorId, searchCustomers } from './admin-search.ts';
import {
  CustomerConnectionType,
  CustomerDetailType,
  CustomerKindEnum,
  DataExportType,
  ErasureType,
  ImpersonationType,
  InvoiceCreditType,
  NoteType,
} from './admin-types.ts';
import { CUSTOMER_DESK_LIMITS, CustomerDeskRefusal } from './desk-refusal.ts';
import { eraseCustomer } from './erasure.ts';
import { exportCustomerData } from './personal-data.ts';

/** A refusal of the desk as the error clients read: its code in extensions.code, nothing changed. */
async function refusalsAsErrors<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof CustomerDeskRefusal)
      throw new GraphQLError(error.message, { extensions: { code: error.code } });
    throw error;
  }
}

const customerId = z.number().int().min(1, 'not a customer id');
// Long enough for any note or reason; the desk's own checks say what is wrong with a shorter one.
const longText = (max: number) => z.string().max(max, `at most ${max} characters`);

adminBuilder.queryFields((t) => ({
  customers: t.field({
    type: CustomerConnectionType,
    description: `Customer accounts, newest first, ${CUSTOMER_LIST_LIMITS.pageDefault} a page by default: \`search\` matches a part of the email, the name (every word), the company, or six digits and more of the personal or organisation number or a phone.`,
    authScopes: { permission: 'customers.read' },
    args: {
      search: t.arg.string({ validate: text(CUSTOMER_LIST_LIMITS.searchMax).nullish() }),
      customerType: t.arg({ type: CustomerKindEnum }),
      first: t.arg.int({
        validate: z.number().int().min(1).max(CUSTOMER_LIST_LIMITS.pageMax).nullish(),
        description: `1 to ${CUSTOMER_LIST_LIMITS.pageMax}`,
      }),
      after: t.arg.string({
        validate: text(100).nullish(),
        description: "The previous page's endCursor",
      }),
    },
    resolve: (_root, args, ctx) => {
      const after = args.after ? cursorId(args.after) : null;
      if (args.after && after === null)
        throw new GraphQLError('after: not a cursor of this list', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return searchCustomers(ctx.db, {
        search: args.search,
        customerType: args.customerType,
        first: args.first ?? CUSTOMER_LIST_LIMITS.pageDefault,
        after,
      });
    },
  }),
  customer: t.field({
    type: CustomerDetailType,
    nullable: true,
    description:
      'A customer account with their orders, balance, favorites, newsletter, notes and invoice credit; null for an unknown id',
    authScopes: { permission: 'customers.read' },
    args: { id: t.arg.int({ required: true, validate: customerId }) },
    resolve: (_root, args, ctx) => customerProfile(ctx.db, args.id),
  }),
}));

adminBuilder.mutationFields((t) => ({
  addCustomerNote: t.field({
    type: NoteType,
    description: `A note on the customer (1 to ${CUSTOMER_DESK_LIMITS.noteMax} characters), signed by the member. Refused: INVALID_NOTE, CUSTOMER_NOT_FOUND.`,
    authScopes: { permission: 'customers.notes' },
    args: {
      customerId: t.arg.int({ required: true, validate: customerId }),
      body: t.arg.string({ required: true, validate: longText(CUSTOMER_DESK_LIMITS.noteMax * 2) }),
    },
    resolve: (_root, args, ctx) =>
      refusalsAsErrors(async () => {
        const staff = ctx.staff as NonNullable<typeof ctx.staff>;
        const note = await addCustomerNote(
          ctx.db,
          { ...ctx.actor, staffId: staff.id },
          args.customerId,
          args.body,
        );
        return { ...note, staffName: staff.name || staff.email };
      }),
  }),
  blockInvoiceCredit: t.field({
    type: InvoiceCreditType,
    description:
      'Stops the customer buying on invoice, in every market, until unblocked; the checkout refuses invoice for them (CUSTOMER_BLACKLISTED). Refused: INVALID_REASON, ALREADY_BLOCKED, NO_INVOICE_IDENTITY, CUSTOMER_NOT_FOUND.',
    authScopes: { permission: 'customers.write' },
    args: {
      customerId: t.arg.int({ required: true, validate: customerId }),
      reason: t.arg.string({ required: true, validate: longText(CUSTOMER_DESK_LIMITS.reasonMax * 2) }),
    },
    resolve: (_root, args, ctx) =>
      refusalsAsErrors(() => changeInvoiceBlock(ctx.db, ctx.actor, args.customerId, true, args.reason)),
  }),
  unblockInvoiceCredit: t.field({
    type: InvoiceCreditType,
    description:
      'Lets the customer buy on invoice again. Refused: INVALID_REASON, NOT_BLOCKED, NO_INVOICE_IDENTITY, CUSTOMER_NOT_FOUND.',
    authScopes: { permission: 'customers.write' },
    args: {
      customerId: t.arg.int({ required: true, validate: customerId }),
      reason: t.arg.string({ required: true, validate: longText(CUSTOMER_DESK_LIMITS.reasonMax * 2) }),
    },
    resolve: (_root, args, ctx) =>
      refusalsAsErrors(() => changeInvoiceBlock(ctx.db, ctx.actor, args.customerId, false, args.reason)),
  }),
  startImpersonation: t.field({
    type: ImpersonationType,
    description:
      "A storefront address that signs in as the customer: the single-use sign-in token (valid 5 minutes, for an hour's session), recorded in the audit trail. Refused: CUSTOMER_NOT_FOUND.",
    authScopes: { permission: 'customers.impersonate' },
    args: { customerId: t.arg.int({ required: true, validate: customerId }) },
    resolve: (_root, args, ctx) =>
      refusalsAsErrors(() => startImpersonation(ctx.db, ctx.actor, args.customerId, ctx.now())),
  }),
  exportCustomerData: t.field({
    type: DataExportType,
    description:
      'Everything the shop holds about the person as JSON (the right of access), recorded in the audit trail. Refused: CUSTOMER_NOT_FOUND.',
    authScopes: { permission: 'customers.erase' },
    args: { customerId: t.arg.int({ required: true, validate: customerId }) },
    resolve: (_root, args, ctx) =>
      refusalsAsErrors(async () => {
        const now = new Date(ctx.now());
        const document = await exportCustomerData(ctx.db, ctx.actor, args.customerId, now);
        const day = now.toISOString().slice(0, 10);
        return {
          fileName: `customer-${args.customerId}-${day}.json`,
          json: JSON.stringify(document, null, 2),
        };
      }),
  }),
  eraseCustomer: t.field({
    type: ErasureType,
    description:
      "Erases the person: the account and what belongs to it removed, their names and contact data on orders, reviews, checkouts and mails replaced; the orders and their amounts stay for the bookkeeping. One transaction. Refused unless confirmEmail is the account's email (CONFIRMATION_MISMATCH); CUSTOMER_NOT_FOUND.",
    authScopes: { permission: 'customers.erase' },
    args: {
      customerId: t.arg.int({ required: true, validate: customerId }),
      confirmEmail: t.arg.string({
        required: true,
        validate: longText(CUSTOMER_DESK_LIMITS.confirmEmailMax * 2),
      }),
    },
    resolve: (_root, args, ctx) =>
      refusalsAsErrors(() => eraseCustomer(ctx.db, ctx.actor, args.customerId, args.confirmEmail)),
  }),
}));
