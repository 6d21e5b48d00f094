import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#src/db/schema.ts';
import { registerCustomer } from './auth-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  type Checkout,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;

const ORDER_FIELDS =
  'id publicId customerId status shopperStatus orderTotal { sellingPriceIncVat } cart { items { quantity } }';
const GET_ORDERS = `{ getOrders { ${ORDER_FIELDS} } }`;
const GET_ORDER = `query ($orderId: Int) { getOrder(orderId: $orderId) { ${ORDER_FIELDS} } }`;

interface Order {
  id: number;
  publicId: string;
  customerId: number | null;
  orderTotal: { sellingPriceIncVat: number };
  cart: { items: { quantity: number }[] };
}
type Body = {
  data?: { getOrders?: Order[]; getOrder?: Order | null; placeOrder?: PlaceOrderAnswer };
  errors?: { extensions?: { code?: string } }[];
};

const ask = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
  (await suite.api().graphql(query, variables, headers)).body as Body;

/** Two units of a 100 kr part, sent home for 69 kr, placed with the headers (a customer's token, or none). */
async function placeWith(headers: Record<string, string>, email = PERSON_BUYER.email) {
  const sku = await cart.skuWithStock(10);
  await cart.setPrice(sku.productId, 10_000);
  await checkout.setWeight(sku.productId, null);
  const cartId = await checkout.cartWith(sku.id, 2);
  const body = await ask(CHECKOUT_DOCUMENTS.place, { cartId, checkout: { ...PERSON_BUYER, email } }, headers);
  expect(body.errors).toBeUndefined();
  const placed = body.data?.placeOrder as PlaceOrderAnswer;
  expect(placed.status).toBe('OK');
  return Number(placed.orderId);
}

describe("a customer's own orders", () => {
  it('lists the orders placed while signed in, newest first, and none of a guest or another customer', async () => {
    const anna = await registerCustomer(suite.api().url);
    const bo = await registerCustomer(suite.api().url);
    const first = await placeWith(anna.headers, anna.username);
    const second = await placeWith(anna.headers, anna.username);
    // The same email as a guest: not Anna's history, which only a signed-in purchase joins.
    await placeWith({ 'x-apikey': TEST_API_KEY }, anna.username);

    const { data } = await ask(GET_ORDERS, {}, anna.headers);
    expect(data?.getOrders?.map((o) => o.id)).toEqual([second, first]);
    const [newest] = data?.getOrders ?? [];
    expect(newest).toMatchObject({
      orderTotal: { sellingPriceIncVat: 269 },
      cart: { items: [{ quantity: 2 }] },
    });
    expect(newest?.customerId).toEqual(expect.any(Number));

    expect((await ask(GET_ORDERS, {}, bo.headers)).data?.getOrders).toEqual([]);
    expect((await ask(GET_ORDER, { orderId: first }, anna.headers)).data?.getOrder?.id).toBe(first);
  });

  it("answers another customer's order as it answers an unknown one: null", async () => {
    const anna = await registerCustomer(suite.api().url);
    const bo = await registerCustomer(suite.api().url);
    const annas = await placeWith(anna.headers, anna.username);
    expect((await ask(GET_ORDER, { orderId: annas }, bo.headers)).data?.getOrder).toBeNull();
    expect((await ask(GET_ORDER, { orderId: 2 ** 31 - 1 }, bo.headers)).data?.getOrder).toBeNull();
    expect((await ask(GET_ORDER, { orderId: null }, bo.headers)).data?.getOrder).toBeNull();
  });

  it('refuses a request without a valid token', async () => {
    const tokenless: Record<string, string>[] = [
      { 'x-apikey': TEST_API_KEY },
      { 'x-apikey': TEST_API_KEY, authorization: 'Bearer not-a-token' },
    ];
    for (const headers of tokenless) {
      expect((await ask(GET_ORDERS, {}, headers)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await ask(GET_ORDER, { orderId: 1 }, headers)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });

  it('keeps the orders of a deleted account, no longer tied to it', async () => {
    const anna = await registerCustomer(suite.api().url);
    const orderId = await placeWith(anna.headers, anna.username);
    const deleted = await ask('mutation { deleteUser }', {}, anna.headers);
    expect(deleted.errors).toBeUndefined();
    const [row] = await suite.db().select().from(orders).where(eq(orders.id, orderId));
    expect(row?.customerId).toBeNull();
    expect(row?.totalIncVat).toBe(26_900);
  });
});

describe("a signed-in customer's checkout", () => {
  it("starts from the account's details, which the shopper may then change", async () => {
    const anna = await registerCustomer(suite.api().url);
    const address = {
      firstName: 'Anna',
      lastName: 'Ek',
      addressLine1: 'Sveavägen 1',
      zip: '111 57',
      city: 'Stockholm',
      country: 'DK',
    };
    const updated = await ask(
      'mutation ($user: UserInputType!) { updateUser(user: $user) { email } }',
      { user: { personalId: PERSON_BUYER.identityNumber, address } },
      anna.headers,
    );
    expect(updated.errors).toBeUndefined();
    const sku = await cart.skuWithStock(10);
    const cartId = await checkout.cartWith(sku.id, 1);
    const first = await ask(CHECKOUT_DOCUMENTS.update, { cartId, checkout: {} }, anna.headers);
    expect(first.errors).toBeUndefined();
    const answer = (first.data as { createOrUpdateCheckout: Checkout }).createOrUpdateCheckout;
    expect(answer).toMatchObject({
      email: anna.username,
      identityNumber: PERSON_BUYER.identityNumber,
      // The account's country stays in the account: the checkout's is the market's.
      billingAddress: { firstName: 'Anna', lastName: 'Ek', zip: '111 57', city: 'Stockholm', country: 'SE' },
    });
    expect(answer.shippingOptions.length).toBeGreaterThan(0);
    expect(answer.checkoutStatus).toBe('OK');
    // Kept choices win from then on: a changed email stays, and a guest's checkout starts empty.
    await ask(CHECKOUT_DOCUMENTS.update, { cartId, checkout: { email: 'annat@example.se' } }, anna.headers);
    const again = await ask(CHECKOUT_DOCUMENTS.update, { cartId, checkout: {} }, anna.headers);
    expect((again.data as { createOrUpdateCheckout: Checkout }).createOrUpdateCheckout.email).toBe(
      'annat@example.se',
    );
    const guestCart = await checkout.cartWith(sku.id, 1);
    const guest = await ask(
      CHECKOUT_DOCUMENTS.update,
      { cartId: guestCart, checkout: {} },
      { 'x-apikey': TEST_API_KEY },
    );
    expect((guest.data as { createOrUpdateCheckout: Checkout }).createOrUpdateCheckout.email).toBeNull();
  });
});
