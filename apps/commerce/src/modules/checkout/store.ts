import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type CustomerTypeName, checkouts, type StoredAddress } from '#src/db/schema.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { customerById } from '#src/modules/customers/index.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** What createOrUpdateCheckout and placeOrder take, checked for form at the boundary. */
export interface CheckoutInput {
  customerType?: CustomerTypeName | null;
  email?: string | null;
  identityNumber?: string | null;
  billingAddress?: Partial<StoredAddress> | null;
  shippingAddress?: Partial<StoredAddress> | null;
  message?: string | null;
  shippingId?: number | null;
  pickupPoint?: string | null;
  paymentId?: number | null;
  acceptedConsents?: readonly string[] | null;
  desiredDeliveryDate?: string | null;
  customerOrderNumber?: string | null;
  externalShippingId?: string | null;
}

/** A cart's checkout before the shopper has chosen anything. */
export const blankCheckout = (cartId: string): CheckoutRow => ({
  cartId,
  customerType: 'PERSON',
  email: null,
  identityNumber: null,
  billingAddress: null,
  shippingAddress: null,
  message: null,
  shippingId: null,
  pickupPoint: null,
  paymentId: null,
  acceptedConsents: [],
  desiredDeliveryDate: null,
  customerOrderNumber: null,
  writerDigest: null,
  writerCustomerId: null,
  updatedAt: new Date(0),
});

/**
 * The cart's kept checkout. A cart with none yet starts blank, or, for a signed-in customer, from
 * their account: customer type, email, personal or organisation id and address, theirs to read.
 */
export async function findCheckout(ctx: RequestContext, cartId: string): Promise<CheckoutRow> {
  const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cartId));
  if (row) return row;
  const blank = blankCheckout(cartId);
  const { viewer } = await ctx.viewer();
  const customer = viewer ? await customerById(ctx.db, viewer.customerId) : undefined;
  if (!customer) return blank;
  // The checkout's country is always the market's: an account's country is not carried into it.
  const address = Object.fromEntries(
    Object.entries(customer.address).filter(
      ([field, line]) => field !== 'country' && typeof line === 'string' && line.trim() !== '',
    ),
  ) as StoredAddress;
  return {
    ...blank,
    customerType: customer.customerType,
    email: customer.email,
    identityNumber: customer.personalId || null,
    billingAddress: Object.keys(address).length > 0 ? address : null,
    writerDigest: ctx.checkoutSession,
    writerCustomerId: customer.id,
  };
}

/** Empty text clears a choice; absent (or null) keeps it. */
const textChoice = (given: string | null | undefined, kept: string | null) =>
  given === undefined || given === null ? kept : given.trim() || null;

/** Address lines given replace the kept ones, '' clears one; an address left with no line is none. */
function addressChoice(
  given: Partial<StoredAddress> | null | undefined,
  kept: StoredAddress | null,
): StoredAddress | null {
  if (!given) return kept;
  const merged: StoredAddress = { ...kept };
  for (const [field, value] of Object.entries(given)) {
    if (value === undefined || value === null) continue;
    if (value.trim() === '') delete merged[field];
    else merged[field] = value.trim();
  }
  return Object.keys(merged).length > 0 ? merged : null;
}

/**
 * The checkout with the shopper's new choices laid over the kept ones, as the platform's checkout
 * input means them: what is left out stays as it was.
 */
export function withChoices(row: CheckoutRow, input: CheckoutInput): CheckoutRow {
  const idChoice = (given: number | null | undefined, kept: number | null) =>
    given === undefined || given === null ? kept : given;
  return {
    ...row,
    customerType: input.customerType ?? row.customerType,
    email: textChoice(input.email, row.email),
    identityNumber: textChoice(input.identityNumber, row.identityNumber),
    billingAddress: addressChoice(input.billingAddress, row.billingAddress),
    shippingAddress: addressChoice(input.shippingAddress, row.shippingAddress),
    message: textChoice(input.message, row.message),
    shippingId: idChoice(input.shippingId, row.shippingId),
    pickupPoint: textChoice(input.pickupPoint ?? input.externalShippingId, row.pickupPoint),
    paymentId: idChoice(input.paymentId, row.paymentId),
    acceptedConsents: input.acceptedConsents ? [...new Set(input.acceptedConsents)] : row.acceptedConsents,
    desiredDeliveryDate: textChoice(input.desiredDeliveryDate, row.desiredDeliveryDate),
    customerOrderNumber: textChoice(input.customerOrderNumber, row.customerOrderNumber),
  };
}

export async function saveCheckout(db: Database | Transaction, row: CheckoutRow): Promise<void> {
  const { cartId, updatedAt: _kept, ...choices } = row;
  await db
    .insert(checkouts)
    .values({ cartId, ...choices })
    .onConflictDoUpdate({ target: checkouts.cartId, set: { ...choices, updatedAt: sql`now()` } });
}
