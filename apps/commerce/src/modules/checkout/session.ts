import { createHash } from 'node:crypto';
import type { RequestContext } from '#src/graphql/context.ts';
import type { CheckoutInput, CheckoutRow } from './store.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** A digest of the request's checkout secret (CHECKOUT_SESSION_HEADER), or null without one. */
    checkoutSession: string | null;
  }
}

/**
 * The header that names the checkout's session (ADR 28): a secret the storefront keeps in an
 * HttpOnly cookie and sends with each of the shopper's calls. The cart id alone opens no personal data.
 */
export const CHECKOUT_SESSION_HEADER = 'x-checkout-session';

/** A secret long enough not to be guessed, and short enough to be a secret rather than a payload. */
const SECRET = /^[A-Za-z0-9_-]{32,128}$/;

/** The digest kept of a checkout secret; null for none or a malformed one (no session). */
export function checkoutSessionDigest(secret: string | null | undefined): string | null {
  if (!secret || !SECRET.test(secret)) return null;
  return createHash('sha256').update(secret).digest('base64url');
}

/** The checkout's personal fields: what only the session that wrote them (or their owner) reads. */
const PERSONAL = ['email', 'identityNumber', 'billingAddress', 'shippingAddress', 'message'] as const;

const writesPersonal = (input: CheckoutInput) => PERSONAL.some((field) => input[field] != null);

/** The checkout without its personal fields, as anyone but their writer finds it. */
export const withoutPersonal = (row: CheckoutRow): CheckoutRow => ({
  ...row,
  email: null,
  identityNumber: null,
  billingAddress: null,
  shippingAddress: null,
  message: null,
  customerOrderNumber: null,
  writerDigest: null,
  writerCustomerId: null,
});

/**
 * Whether the request is the checkout session of `digest` or the signed-in customer `customerId`:
 * who wrote a checkout's personal fields, or who bought an order.
 */
export async function isSessionOrCustomer(
  ctx: Pick<RequestContext, 'checkoutSession' | 'viewer'>,
  digest: string | null,
  customerId: number | null,
): Promise<boolean> {
  if (digest !== null && digest === ctx.checkoutSession) return true;
  if (customerId === null) return false;
  const { viewer } = await ctx.viewer();
  return viewer?.customerId === customerId;
}

/** Whether this request may read the checkout's personal fields: its writer's session, or its signed-in owner. */
export const mayReadPersonal = (ctx: RequestContext, row: CheckoutRow) =>
  isSessionOrCustomer(ctx, row.writerDigest, row.writerCustomerId);

/**
 * The kept checkout as this request may use it, before its choices are laid over: whole to its
 * writer; to anyone else, whole when they only read or choose the way to ship or pay (the cart's
 * totals stay the buyer's), but without the personal fields when they write any (they become the
 * writer and start from none, never mixing theirs with another's). `visible` says whether the
 * answer may show the personal fields.
 */
export async function checkoutAsWriter(
  ctx: RequestContext,
  row: CheckoutRow,
  input: CheckoutInput,
): Promise<{ base: CheckoutRow; visible: boolean }> {
  const allowed = await mayReadPersonal(ctx, row);
  if (!writesPersonal(input)) return { base: row, visible: allowed };
  const { viewer } = await ctx.viewer();
  const start = allowed ? row : withoutPersonal(row);
  return {
    base: {
      ...start,
      writerDigest: ctx.checkoutSession ?? start.writerDigest,
      writerCustomerId: viewer?.customerId ?? start.writerCustomerId,
    },
    visible: true,
  };
}
