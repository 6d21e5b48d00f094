import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerBalances, giftCards, orders } from '#src/db/schema.ts';
import { claimsOf, registerCustomer } from './auth-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './harness.ts';
import { ADJUST_CUSTOMER_BALANCE } from './operations.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;
const GUEST = { 'x-apikey': TEST_API_KEY };

const BALANCE = `query ($id: String!) {
  getCart(id: $id) {
    summary {
      total { sellingPriceIncVat }
      balance { pending fromGiftCard fromGiftCardFormatted fromAccount fromAccountFormatted remaining }
    }
  }
}`;

interface Summary {
  total: { sellingPriceIncVat: number };
  balance: {
    pending: number;
    fromGiftCard: number;
    fromGiftCardFormatted: string;
    fromAccount: number;
    fromAccountFormatted: string;
    remaining: number;
  };
}

/** A customer holding `amount` öre in SEK. */
async function customerWithBalance(amount: number) {
  const customer = await registerCustomer(suite.api().url);
  const customerId = Number(claimsOf(customer.token).sub);
  await suite.db().insert(customerBalances).values({ customerId, currencyCode: 'SEK', amount });
  return { ...customer, customerId };
}

async function balanceOf(customerId: number) {
  const [row] = await suite
    .db()
    .select({ amount: customerBalances.amount })
    .from(customerBalances)
    .where(and(eq(customerBalances.customerId, customerId), eq(customerBalances.currencyCode, 'SEK')));
  return row?.amount;
}

/** A cart of one 1,000 kr parcel (free shipping in Sweden). */
async function thousandKronorCart() {
  const sku = await cart.skuWithStock(10);
  await cart.setPrice(sku.productId, 100_000);
  await checkout.setWeight(sku.productId, null);
  return checkout.cartWith(sku.id, 1);
}

async function summaryOf(cartId: string, headers: Record<string, string>) {
  const { body } = await suite
    .api()
    .graphql<{ getCart: { summary: Summary } }>(BALANCE, { id: cartId }, headers);
  expect(body.errors).toBeUndefined();
  return body.data?.getCart.summary as Summary;
}

async function placeAs(cartId: string, headers: Record<string, string>, email: string) {
  const { body } = await suite
    .api()
    .graphql<{ placeOrder: PlaceOrderAnswer }>(
      CHECKOUT_DOCUMENTS.place,
      { cartId, checkout: { ...PERSON_BUYER, email } },
      headers,
    );
  expect(body.errors).toBeUndefined();
  return body.data?.placeOrder as PlaceOrderAnswer;
}

const orderOfCart = async (cartId: string) =>
  (await suite.db().select().from(orders).where(eq(orders.cartId, cartId)))[0];

describe("a signed-in customer's balance", () => {
  it('pays part of the order as a gift card would, drawn in the order, and only for its owner', async () => {
    const anna = await customerWithBalance(25_000);
    const cartId = await thousandKronorCart();

    expect((await summaryOf(cartId, GUEST)).balance).toMatchObject({ pending: 0, fromAccount: 0 });
    const summary = await summaryOf(cartId, anna.headers);
    expect(summary.balance).toMatchObject({ pending: 250, fromGiftCard: 0, fromAccount: 250 });
    expect(summary.balance.fromAccountFormatted).toBe('250\u00a0kr');
    expect(summary.total.sellingPriceIncVat).toBe(750);

    expect((await placeAs(cartId, anna.headers, anna.username)).status).toBe('OK');
    const order = await orderOfCart(cartId);
    expect(order).toMatchObject({
      fromBalanceIncVat: 25_000,
      fromAccountBalanceIncVat: 25_000,
      totalIncVat: 75_000,
      giftCardCode: null,
    });
    expect(await balanceOf(anna.customerId)).toBe(0);
  });

  it('pays after the gift card, and the card keeps only its own rest', async () => {
    const bo = await customerWithBalance(50_000);
    await suite
      .db()
      .insert(giftCards)
      .values({ code: 'BALANSTEST-300', currencyCode: 'SEK', balance: 30_000 });
    const cartId = await thousandKronorCart();
    await cart.ok(
      `mutation ($id: String!) { setCartGiftCard(id: $id, giftCardCode: "BALANSTEST-300") { id } }`,
      {
        id: cartId,
      },
    );
    const summary = await summaryOf(cartId, bo.headers);
    expect(summary.balance).toMatchObject({
      pending: 800,
      fromGiftCard: 300,
      fromAccount: 500,
      remaining: 0,
    });
    expect(summary.total.sellingPriceIncVat).toBe(200);

    expect((await placeAs(cartId, bo.headers, bo.username)).status).toBe('OK');
    expect(await orderOfCart(cartId)).toMatchObject({
      fromBalanceIncVat: 80_000,
      fromAccountBalanceIncVat: 50_000,
      totalIncVat: 20_000,
      giftCardCode: 'BALANSTEST-300',
    });
    expect(await balanceOf(bo.customerId)).toBe(0);
    const [card] = await suite.db().select().from(giftCards).where(eq(giftCards.code, 'BALANSTEST-300'));
    expect(card?.balance).toBe(0);
  });

  it('is drawn by one order only when two of its carts are placed at once', async () => {
    const cecilia = await customerWithBalance(40_000);
    const carts = [await thousandKronorCart(), await thousandKronorCart()];
    for (const id of carts) expect((await summaryOf(id, cecilia.headers)).balance.fromAccount).toBe(400);

    const answers = await Promise.all(carts.map((id) => placeAs(id, cecilia.headers, cecilia.username)));
    // The later one is refused, or priced again after the first drew the balance and placed in full.
    for (const answer of answers) expect(['OK', 'BALANCE_CHANGED']).toContain(answer.status);
    const placedOrders = (await Promise.all(carts.map(orderOfCart))).filter((order) => order !== undefined);
    expect(placedOrders.length).toBe(answers.filter((a) => a.status === 'OK').length);
    expect(placedOrders.reduce((sum, order) => sum + order.fromAccountBalanceIncVat, 0)).toBe(40_000);
    for (const order of placedOrders) {
      expect(order.totalIncVat + order.fromAccountBalanceIncVat).toBe(order.orderValueIncVat);
    }
    expect(await balanceOf(cecilia.customerId)).toBe(0);
  });

  it('when it holds less than it pays by the time it is drawn, changes nothing', async () => {
    const dan = await customerWithBalance(10_000);
    const cartId = await thousandKronorCart();
    expect((await summaryOf(cartId, dan.headers)).balance.fromAccount).toBe(100);
    // Spent inside the order's own transaction, before the draw: the conditional draw finds too little.
    await suite.db().execute(`create function balance_test_spend() returns trigger language plpgsql as $$
      begin update customer_balances set amount = 0 where customer_id = ${dan.customerId}; return null; end $$`);
    await suite.db().execute(`create trigger balance_test_spend before insert on order_lines
      for each statement execute function balance_test_spend()`);
    try {
      const before = await checkout.fingerprint();
      expect((await placeAs(cartId, dan.headers, dan.username)).status).toBe('BALANCE_CHANGED');
      expect(await checkout.fingerprint()).toEqual(before);
    } finally {
      await suite.db().execute('drop trigger balance_test_spend on order_lines');
      await suite.db().execute('drop function balance_test_spend()');
    }
    expect(await balanceOf(dan.customerId)).toBe(10_000);
  });

  it('is changed by staff only, in the market currency, never below zero, and then pays', async () => {
    const eva = await registerCustomer(suite.api().url);
    const customerId = Number(claimsOf(eva.token).sub);
    const adjust = async (amount: number | string, apiKey = TEST_STAFF_API_KEY, email = eva.username) =>
      (await suite.api().graphql(ADJUST_CUSTOMER_BALANCE.document, { email, amount }, { 'x-apikey': apiKey }))
        .body;

    expect((await adjust(100, TEST_API_KEY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await adjust(100, TEST_STAFF_API_KEY, 'ingen@example.se')).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await balanceOf(customerId)).toBeUndefined();

    expect((await adjust('250.50')).data).toEqual({
      adjustCustomerBalance: { currency: 'SEK', amount: 250.5, amountFormatted: '250,50\u00a0kr' },
    });
    expect((await adjust(-300)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await adjust('0.001')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await adjust(-50)).data?.adjustCustomerBalance).toMatchObject({ amount: 200.5 });
    expect(await balanceOf(customerId)).toBe(20_050);

    const cartId = await thousandKronorCart();
    expect((await summaryOf(cartId, eva.headers)).balance.fromAccountFormatted).toBe('200,50\u00a0kr');
  });
});
