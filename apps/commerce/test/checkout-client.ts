import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#src/db/client.ts';
import {
  carts,
  checkouts,
  giftCards,
  orderLines,
  orderMails,
  orderPayments,
  orders,
  parameters,
  productParameters,
  skus,
} from '#src/db/schema.ts';
import { CHECKOUT_SESSION_HEADER } from '#src/modules/checkout/session.ts';
import { cartClient, type Refusal } from './cart-client.ts';
import { TEST_API_KEY } from './harness.ts';
import type { useTestApi } from './suite.ts';

const SCOPE = '$marketId: String, $languageId: String';
const SCOPE_ARGS = 'marketId: $marketId, languageId: $languageId';

export const CHECKOUT_FIELDS = `
  email identityNumber identityNumberRequired customerType message checkoutStatus pickupPoint shippingData
  billingAddress { firstName lastName addressLine1 zip city country mobile company }
  shippingAddress { firstName lastName addressLine1 zip city country }
  consents { type name checked }
  paymentOptions { id name displayName paymentType isSelected paymentData }
  shippingOptions { id name displayName feeIncVat feeExVat feeIncVatFormatted isSelected externalId subOptions { id externalId displayName isSelected } }
  cart { id isCompleted items { skuId quantity } summary { total { sellingPriceIncVat } shipping { feeIncVat isDefault } balance { pending } } }
`;

export interface Checkout {
  email: string | null;
  identityNumber: string | null;
  identityNumberRequired: boolean;
  customerType: string;
  message: string | null;
  checkoutStatus: string;
  pickupPoint: string | null;
  shippingData: string | null;
  billingAddress: Record<string, string> | null;
  shippingAddress: Record<string, string> | null;
  consents: { type: string; name: string; checked: boolean }[];
  paymentOptions: {
    id: number;
    name: string;
    displayName: string;
    paymentType: string;
    isSelected: boolean;
  }[];
  shippingOptions: {
    id: number;
    name: string;
    displayName: string;
    feeIncVat: number;
    feeExVat: number;
    feeIncVatFormatted: string;
    isSelected: boolean;
    externalId: string | null;
    subOptions: { id: number; externalId: string; displayName: string; isSelected: boolean }[];
  }[];
  cart: {
    id: string;
    isCompleted: boolean;
    items: { skuId: number; quantity: number }[];
    summary: {
      total: { sellingPriceIncVat: number };
      shipping: { feeIncVat: number; isDefault: boolean };
      balance: { pending: number };
    };
  };
}

export interface PlaceOrderAnswer {
  orderId: string | null;
  publicId: string | null;
  status: string;
  redirectUrl: string;
}

export const CHECKOUT_DOCUMENTS = {
  update: `mutation ($cartId: String!, $checkout: CheckoutInputType, ${SCOPE}) {
    createOrUpdateCheckout(cartId: $cartId, checkout: $checkout, ${SCOPE_ARGS}) { ${CHECKOUT_FIELDS} } }`,
  fee: `mutation ($cartId: String!, $shippingFee: Decimal!, ${SCOPE}) {
    setCartShippingFee(cartId: $cartId, shippingFee: $shippingFee, ${SCOPE_ARGS}) { ${CHECKOUT_FIELDS} } }`,
  place: `mutation ($cartId: String!, $checkout: CheckoutInputType!, ${SCOPE}) {
    placeOrder(cartId: $cartId, checkout: $checkout, ${SCOPE_ARGS}) { orderId publicId status redirectUrl } }`,
  conditions: `query ($cartId: String!, $email: String, ${SCOPE}) {
    validateOrderConditions(cartId: $cartId, email: $email, ${SCOPE_ARGS}) { isValid message } }`,
};

/** A Swedish private buyer whose checkout may be placed as it is. */
export const PERSON_BUYER = {
  customerType: 'PERSON',
  email: 'anna.andersson@example.se',
  identityNumber: '19900101-1239',
  billingAddress: {
    firstName: 'Anna',
    lastName: 'Andersson',
    addressLine1: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
    country: 'SE',
    mobile: '070-123 45 67',
  },
  acceptedConsents: ['ORDER'],
};

/** A Swedish company buyer whose checkout may be placed as it is. */
export const COMPANY_BUYER = {
  customerType: 'ORGANIZATION',
  email: 'inkop@bygg-ab.example.se',
  identityNumber: '556000-0027',
  billingAddress: {
    firstName: 'Björn',
    lastName: 'Berg',
    company: 'Bygg AB',
    addressLine1: 'Industrivägen 4',
    zip: '171 65',
    city: 'Solna',
    country: 'SE',
    mobile: '+46 8 123 456',
  },
  acceptedConsents: ['ORDER'],
};

/**
 * Every row an order could change, as one fingerprint: equal before and after a placement or a
 * checkout change that was refused or failed.
 */
export async function orderFingerprint(db: Database) {
  const { rows } = (await db.execute(sql`
    select (select md5(coalesce(string_agg(concat_ws('|', id, in_stock, oversellable, static), ',' order by id), '')) from ${skus}) as skus,
           (select md5(coalesce(string_agg(concat_ws('|', code, balance), ',' order by code), '')) from ${giftCards}) as gift_cards,
           (select md5(coalesce(string_agg(concat_ws('|', id, market_id, completed_at, updated_at, external_shipping_fee_inc_vat), ',' order by id), '')) from ${carts}) as carts,
           (select md5(coalesce(string_agg(c::text, ',' order by cart_id), '')) from ${checkouts} c) as checkouts,
           (select count(*)::text from ${orders}) as orders,
           (select count(*)::text from ${orderLines}) as lines,
           (select count(*)::text from ${orderPayments}) as payments,
           (select count(*)::text from ${orderMails}) as mails`)) as { rows: Record<string, string>[] };
  return rows[0];
}

/** A new checkout secret: what a storefront keeps in its HttpOnly cookie for one browser (ADR 28). */
export const newCheckoutSecret = () => randomBytes(24).toString('base64url');

/**
 * Checkout calls against a test API, besides the cart's, as one shopper's session: each call carries
 * its checkout secret (`session`, a new one by default; null: none, as the platform's documents).
 */
export function checkoutClient(
  suite: ReturnType<typeof useTestApi>,
  { session = newCheckoutSecret() }: { session?: string | null } = {},
) {
  const cart = cartClient(suite);
  const db = suite.db;
  const headers = {
    'x-apikey': TEST_API_KEY,
    ...(session === null ? {} : { [CHECKOUT_SESSION_HEADER]: session }),
  };
  const call = async <T>(document: string, variables: Record<string, unknown>) => {
    const { status, body } = await suite.api().graphql<Record<string, T>>(document, variables, headers);
    const errors = (body.errors ?? []) as Refusal[];
    expect(status).toBe(errors.some((e) => e.extensions.code === 'RATE_LIMITED') ? 429 : 200);
    return { answer: Object.values(body.data ?? {})[0] ?? null, errors };
  };
  const ok = async <T>(document: string, variables: Record<string, unknown>) => {
    const { answer, errors } = await call<T>(document, variables);
    expect(errors).toEqual([]);
    return answer as T;
  };
  return {
    cart,
    /** The checkout secret its calls carry. */
    session,
    call,
    update: (cartId: string, checkout: Record<string, unknown>, more: Record<string, unknown> = {}) =>
      ok<Checkout>(CHECKOUT_DOCUMENTS.update, { cartId, checkout, ...more }),
    place: (
      cartId: string,
      checkout: Record<string, unknown> = PERSON_BUYER,
      more: Record<string, unknown> = {},
    ) => ok<PlaceOrderAnswer>(CHECKOUT_DOCUMENTS.place, { cartId, checkout, ...more }),
    /** A new cart in the market holding `quantity` units of the SKU. */
    cartWith: async (skuId: number, quantity = 1, marketId = 'se') => {
      const { id } = await cart.newCart(marketId);
      await cart.add(id, skuId, quantity, { marketId });
      return id;
    },
    fingerprint: () => orderFingerprint(db()),
    ordersOfCart: (cartId: string) => db().select().from(orders).where(eq(orders.cartId, cartId)),
    /** Gives a product a weight (kg), or takes it away (null: it weighs as a parcel, 2 kg). */
    setWeight: async (productId: number, kilograms: number | null) => {
      const [weight] = await db().select().from(parameters).where(eq(parameters.identifier, 'weight'));
      if (!weight) throw new Error('The catalog has no weight parameter');
      await db()
        .delete(productParameters)
        .where(and(eq(productParameters.productId, productId), eq(productParameters.parameterId, weight.id)));
      if (kilograms === null) return;
      const text = String(kilograms);
      await db()
        .insert(productParameters)
        .values({
          productId,
          parameterId: weight.id,
          value: { sv: text, da: text, en: text, fi: text, nb: text },
        });
    },
  };
}
