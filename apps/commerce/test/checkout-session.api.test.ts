import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCustomers, orders } from '#src/db/schema.ts';
import { customerKeyOf } from '#src/modules/checkout/index.ts';
import { CHECKOUT_SESSION_HEADER } from '#src/modules/checkout/session.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { registerCustomer } from './auth-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  type Checkout,
  checkoutClient,
  newCheckoutSecret,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { personnummerOf } from './personnummer.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
/** The buyer's browser, another browser that was sent the cart id, and a client of the platform's documents (no secret). */
const buyer = checkoutClient(suite);
const other = checkoutClient(suite);
const platform = checkoutClient(suite, { session: null });
const { cart } = buyer;

const ORDER_OF_CART = `query ($cartId: String!) { orderOfCart(cartId: $cartId) }`;

const BUYER = {
  ...PERSON_BUYER,
  message: 'Ring på',
  shippingAddress: {
    firstName: 'Per',
    lastName: 'Persson',
    addressLine1: 'Västergatan 2',
    zip: '903 26',
    city: 'Umeå',
  },
};

/** A light SKU at `priceIncVat` minor units, and a cart of `quantity` of it. */
async function cartOf(priceIncVat = 10_000, quantity = 1, inStock = 10) {
  const sku = await cart.skuWithStock(inStock);
  await cart.setPrice(sku.productId, priceIncVat);
  await buyer.setWeight(sku.productId, null);
  return { sku, id: await buyer.cartWith(sku.id, quantity) };
}

const personalOf = (c: Checkout) => ({
  email: c.email,
  identityNumber: c.identityNumber,
  message: c.message,
  billingAddress: c.billingAddress,
  shippingAddress: c.shippingAddress,
  shippingData: c.shippingData,
});

const NOTHING_PERSONAL = {
  email: null,
  identityNumber: null,
  message: null,
  billingAddress: null,
  shippingAddress: null,
  shippingData: null,
};

const codesOf = (errors: { extensions: { code: string } }[]) => errors.map((e) => e.extensions.code);

describe("a checkout's personal fields", () => {
  it('are answered to the session that wrote them; anyone else with the cart id gets them empty, with the options and totals', async () => {
    const { id } = await cartOf();
    const written = await buyer.update(id, BUYER);
    expect(written).toMatchObject({
      email: BUYER.email,
      identityNumber: BUYER.identityNumber,
      message: 'Ring på',
    });
    expect(written.shippingAddress).toMatchObject({ zip: '903 26' });

    for (const stranger of [other, platform]) {
      const seen = await stranger.update(id, {});
      expect(personalOf(seen)).toEqual(NOTHING_PERSONAL);
      // The options and totals are the buyer's cart's: the shipping to their zip, not a blank checkout's.
      expect(seen.shippingOptions.map((o) => o.id)).toEqual(written.shippingOptions.map((o) => o.id));
      expect(seen.cart.summary.total).toEqual(written.cart.summary.total);
      const fee = await stranger.call<Checkout>(CHECKOUT_DOCUMENTS.fee, {
        cartId: id,
        shippingFee: written.shippingOptions[0]?.feeIncVat,
      });
      expect(fee.errors).toEqual([]);
      expect(personalOf(fee.answer as Checkout)).toEqual(NOTHING_PERSONAL);
    }
    // What the others did took nothing from the buyer.
    expect(personalOf(await buyer.update(id, {}))).toEqual(personalOf(written));
  });

  it('written by someone else start from none: the writer before is not mixed in, nor shown to either', async () => {
    const { id } = await cartOf();
    await buyer.update(id, BUYER);
    const taken = await other.update(id, { email: 'other@example.se' });
    expect(personalOf(taken)).toEqual({ ...NOTHING_PERSONAL, email: 'other@example.se' });
    expect(personalOf(await buyer.update(id, {}))).toEqual(NOTHING_PERSONAL);
  });

  it('kept by the buyer are never used by another placing the order with the cart id', async () => {
    const { id } = await cartOf();
    await buyer.update(id, BUYER);
    const before = await buyer.fingerprint();
    const placed = await other.call(CHECKOUT_DOCUMENTS.place, {
      cartId: id,
      checkout: { acceptedConsents: ['ORDER'] },
    });
    expect(codesOf(placed.errors)).toEqual(['BAD_USER_INPUT']);
    expect(placed.errors[0]?.extensions.problems).toContain('REQUIRED');
    expect(await buyer.fingerprint()).toEqual(before);
  });

  it("are their signed-in owner's from any session, and no one else's", async () => {
    const anna = await registerCustomer(suite.api().url);
    const { id } = await cartOf();
    const ask = async (headers: Record<string, string>, checkout = {}) => {
      const { body } = await suite
        .api()
        .graphql<{ createOrUpdateCheckout: Checkout }>(
          CHECKOUT_DOCUMENTS.update,
          { cartId: id, checkout },
          headers,
        );
      expect(body.errors).toBeUndefined();
      return body.data?.createOrUpdateCheckout as Checkout;
    };
    await ask({ ...anna.headers, [CHECKOUT_SESSION_HEADER]: newCheckoutSecret() }, BUYER);
    const elsewhere = await ask({ ...anna.headers, [CHECKOUT_SESSION_HEADER]: newCheckoutSecret() });
    expect(elsewhere).toMatchObject({ email: BUYER.email, identityNumber: BUYER.identityNumber });
    const stranger = await ask({ 'x-apikey': TEST_API_KEY, [CHECKOUT_SESSION_HEADER]: newCheckoutSecret() });
    expect(personalOf(stranger)).toEqual(NOTHING_PERSONAL);
  });
});

describe('a placed cart', () => {
  it('is refused as CART_COMPLETED to anyone, with no ids; its buyer alone finds the confirmation', async () => {
    const { id } = await cartOf();
    await buyer.update(id, BUYER);
    const first = await buyer.place(id, BUYER);
    expect(first).toMatchObject({ status: 'OK', publicId: expect.any(String), orderId: expect.any(String) });
    for (const client of [buyer, other, platform]) {
      const again = await client.call<PlaceOrderAnswer>(CHECKOUT_DOCUMENTS.place, {
        cartId: id,
        checkout: BUYER,
      });
      expect(again.answer).toBeNull();
      expect(codesOf(again.errors)).toEqual(['CART_COMPLETED']);
      const said = JSON.stringify(again);
      for (const secret of [first.publicId, BUYER.identityNumber, BUYER.email])
        expect(said).not.toContain(secret);
    }
    const found = await buyer.call<string | null>(ORDER_OF_CART, { cartId: id });
    expect(found).toEqual({ answer: first.redirectUrl, errors: [] });
    for (const client of [other, platform]) {
      expect(await client.call<string | null>(ORDER_OF_CART, { cartId: id })).toEqual({
        answer: null,
        errors: [],
      });
    }
  });
});

describe("the invoice's verdict on a customer", () => {
  it('is told only by placeOrder, and an identity number refused too often is not judged for an hour', async () => {
    const { id } = await cartOf(10_000, 1);
    const blocked = personnummerOf(900, { century: true });
    await suite
      .db()
      .insert(invoiceCustomers)
      .values({
        customerKey: customerKeyOf(
          { customerType: 'PERSON', identityNumber: blocked, email: null },
          'SE',
        ) as string,
        blocked: true,
      });
    const probe = { ...BUYER, identityNumber: blocked };
    const state = await buyer.update(id, probe);
    expect(state.checkoutStatus).toBe('OK');
    const conditions = await buyer.call(CHECKOUT_DOCUMENTS.conditions, { cartId: id });
    expect(conditions.answer).toEqual({ isValid: true, message: null });

    const { max } = RATE_LIMITS.refusedVerdictsPerIdentityNumber;
    const outcomes: string[] = [];
    for (let i = 0; i <= max; i++) {
      // From other sessions and carts too: the limit is the identity number's.
      const client = i % 2 ? buyer : other;
      const { id: cartId } = await cartOf(10_000, 1);
      const placed = await client.call<PlaceOrderAnswer>(CHECKOUT_DOCUMENTS.place, {
        cartId,
        checkout: probe,
      });
      outcomes.push(placed.answer?.status ?? codesOf(placed.errors).join());
    }
    console.log(`verdicts for one identity number: ${JSON.stringify(outcomes)}`);
    expect(outcomes).toEqual([...Array(max).fill('CUSTOMER_BLACKLISTED'), 'RATE_LIMITED']);
    // Nor is an order placed for it meanwhile; another identity number is judged as ever.
    const { id: fine } = await cartOf(10_000, 1);
    expect(
      codesOf((await buyer.call(CHECKOUT_DOCUMENTS.place, { cartId: fine, checkout: probe })).errors),
    ).toEqual(['RATE_LIMITED']);
    expect((await buyer.place(fine, BUYER)).status).toBe('OK');
  });
});

describe('an order above what one order can hold', () => {
  it('is refused as AMOUNT_TOO_LARGE before anything is written', async () => {
    // Two machines of 15 000 000 kr: 30 000 000 kr, above the 21 474 836,47 kr an order's amounts hold.
    const { id } = await cartOf(1_500_000_000, 2, 5);
    const before = await buyer.fingerprint();
    const refused = await buyer.call(CHECKOUT_DOCUMENTS.place, { cartId: id, checkout: BUYER });
    expect(refused.answer).toBeNull();
    expect(refused.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'cart',
      problems: ['AMOUNT_TOO_LARGE'],
    });
    expect(await buyer.fingerprint()).toEqual(before);
    expect(await suite.db().select().from(orders).where(eq(orders.cartId, id))).toEqual([]);
  });
});

describe('a shared cart', () => {
  const COPY = `mutation ($id: String, $fromCartId: String!) {
    addCartLinesFrom(id: $id, fromCartId: $fromCartId, marketId: "se") { id items { skuId quantity } } }`;
  const copy = (id: string, fromCartId: string) =>
    cart.ok(COPY, { id, fromCartId }) as unknown as Promise<{
      id: string;
      items: { skuId: number; quantity: number }[];
    }>;
  const linesOf = (items: { skuId: number; quantity: number }[]) =>
    Object.fromEntries(items.map((i) => [i.skuId, i.quantity]));

  it("has its lines copied into the recipient's own cart or a new one, never becoming the recipient's", async () => {
    const { id: sent, sku: a } = await cartOf(10_000, 2);
    const b = await cart.skuWithStock(3);
    await cart.setPrice(b.productId, 5_000);
    await cart.add(sent, b.id, 3);
    await buyer.update(sent, BUYER);
    const before = await cart.get(sent);

    const fresh = await copy('', sent);
    expect(fresh.id).not.toBe(sent);
    expect(linesOf(fresh.items)).toEqual({ [a.id]: 2, [b.id]: 3 });

    // Into a cart that already holds one of them: added up to what stock allows (3 of b).
    const { id: own } = await cart.newCart();
    await cart.add(own, b.id, 1);
    const merged = await copy(own, sent);
    expect(merged.id).toBe(own);
    expect(linesOf(merged.items)).toEqual({ [a.id]: 2, [b.id]: 3 });

    // The sender's cart and checkout are as they were, and the copy carries none of the checkout.
    expect(await cart.get(sent)).toEqual(before);
    expect(personalOf(await other.update(fresh.id, {}))).toEqual(NOTHING_PERSONAL);
    expect((await buyer.update(sent, {})).email).toBe(BUYER.email);
  });

  it('copied into itself (the sender opening their own link) stays as it is', async () => {
    const { id, sku } = await cartOf(10_000, 2);
    for (const into of [id, id.toUpperCase()]) {
      const same = await copy(into, id);
      expect(same.id).toBe(id);
      expect(linesOf(same.items)).toEqual({ [sku.id]: 2 });
    }
    expect(linesOf((await cart.get(id)).items)).toEqual({ [sku.id]: 2 });
  });
});
