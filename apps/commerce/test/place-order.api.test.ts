import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, giftCards, orderLines, orderMails, orderPayments, orders, skus } from '#src/db/schema.ts';
import { isOcrReference } from '#src/modules/checkout/payment/index.ts';
import { minor } from './cart-client.ts';
import { CHECKOUT_DOCUMENTS, COMPANY_BUYER, checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;
const db = () => suite.db();

const ORDER_FIELDS = `
  id publicId status shopperStatus currency message createdAt
  billingAddress { firstName lastName company addressLine1 zip city country mobile }
  shippingAddress { firstName addressLine1 zip city }
  orderTotal { sellingPriceIncVat sellingPriceExVat }
  shippingFee { sellingPriceIncVat }
  discount { sellingPriceIncVat }
  fromBalance
  paymentDetails { transactionId reservationNumber isPaid dueDate displayName total }
  shippingDetails { name shippingId pickupPoint { company zip city } }
  cart { id isCompleted items { skuId quantity totalPrice { sellingPriceIncVat } } summary { total { sellingPriceIncVat } shipping { feeIncVat } } }
`;

interface OrderAnswer {
  id: number;
  publicId: string;
  status: string;
  shopperStatus: string;
  orderTotal: { sellingPriceIncVat: number; sellingPriceExVat: number };
  fromBalance: number;
  paymentDetails: {
    transactionId: string;
    dueDate: string;
    isPaid: boolean;
    displayName: string;
    total: number;
  }[];
  shippingDetails: {
    name: string;
    shippingId: number;
    pickupPoint: { company: string; zip: string } | null;
  }[];
  billingAddress: Record<string, string>;
  shippingAddress: Record<string, string>;
  cart: {
    id: string;
    isCompleted: boolean;
    items: { skuId: number; quantity: number }[];
    summary: { total: { sellingPriceIncVat: number }; shipping: { feeIncVat: number } };
  };
}

const orderPublic = async (publicOrderId: string) =>
  (
    await suite.data<{ getOrderPublic: OrderAnswer | null }>(
      `query ($id: Guid!) { getOrderPublic(publicOrderId: $id) { ${ORDER_FIELDS} } }`,
      { id: publicOrderId },
    )
  ).getOrderPublic;

/** A light SKU (2 kg) with exactly this stock, priced at `priceIncVat` minor units in Sweden and Finland. */
async function stockedSku(
  inStock: number,
  priceIncVat = 20_000,
  more: { oversellable?: number; static?: number } = {},
) {
  const sku = await cart.skuWithStock(inStock);
  await cart.setPrice(sku.productId, priceIncVat);
  await cart.setPrice(sku.productId, Math.round(priceIncVat / 10), 4);
  await checkout.setWeight(sku.productId, null);
  if (Object.keys(more).length > 0) await db().update(skus).set(more).where(eq(skus.id, sku.id));
  return sku;
}

const skuRow = async (id: number) => (await db().select().from(skus).where(eq(skus.id, id)))[0];

describe('placing an order', () => {
  it('writes the order with the cart as placed, takes the stock, completes the cart and owes a confirmation', async () => {
    const sku = await stockedSku(5, 20_000);
    const id = await checkout.cartWith(sku.id, 2);
    const placed = await checkout.place(id, { ...PERSON_BUYER, message: 'Lämna vid dörren' });
    expect(placed).toMatchObject({ status: 'OK' });
    expect(placed.redirectUrl).toBe(
      `/checkout/confirm?id=${placed.publicId}&paymentType=STANDARD&cartId=${id}`,
    );
    expect((await skuRow(sku.id))?.inStock).toBe(3);

    const order = await orderPublic(placed.publicId as string);
    expect(order).toMatchObject({ id: Number(placed.orderId), status: 'pending', shopperStatus: 'RECEIVED' });
    expect(order?.orderTotal.sellingPriceIncVat).toBe(400 + 69);
    expect(order?.billingAddress).toMatchObject({ firstName: 'Anna', zip: '111 22', country: 'SE' });
    expect(order?.shippingAddress).toMatchObject({ firstName: 'Anna', addressLine1: 'Storgatan 1' });
    expect(order?.shippingDetails).toEqual([{ name: 'Hemleverans', shippingId: 1, pickupPoint: null }]);
    expect(order?.paymentDetails.map((p) => p.displayName)).toEqual(['Faktura']);
    // The ways to ship and pay are named in the language the order is read in, whatever language it was
    // placed in: an English account page says Home delivery and Invoice, never Hemleverans and Faktura.
    const readIn = async (languageId: string) =>
      (
        await suite.data<{
          getOrderPublic: { shippingDetails: { name: string }[]; paymentDetails: { displayName: string }[] };
        }>(
          `query ($id: Guid!, $languageId: String) {
            getOrderPublic(publicOrderId: $id, languageId: $languageId) {
              shippingDetails { name } paymentDetails { displayName }
            }
          }`,
          { id: placed.publicId, languageId },
        )
      ).getOrderPublic;
    expect(await readIn('en')).toEqual({
      shippingDetails: [{ name: 'Home delivery' }],
      paymentDetails: [{ displayName: 'Invoice' }],
    });
    for (const languageId of ['da', 'fi', 'nb']) {
      const named = await readIn(languageId);
      expect(named.shippingDetails[0]?.name, languageId).not.toBe('Hemleverans');
      expect(named.paymentDetails[0]?.displayName, languageId).not.toBe('Faktura');
    }
    const [payment] = order?.paymentDetails ?? [];
    expect(isOcrReference(payment?.transactionId ?? '')).toBe(true);
    expect(payment).toMatchObject({ isPaid: false, total: 469 });
    expect(payment?.dueDate).toBe(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    expect(order?.cart).toMatchObject({ id, isCompleted: true, items: [{ skuId: sku.id, quantity: 2 }] });
    expect(order?.cart.summary.total.sellingPriceIncVat).toBe(469);

    const [row] = await db().select().from(orders).where(eq(orders.cartId, id));
    expect(row).toMatchObject({
      message: 'Lämna vid dörren',
      customerKey: 'SE:PERSON:199001011239',
      email: PERSON_BUYER.email,
    });
    expect((await db().select().from(carts).where(eq(carts.id, id)))[0]?.completedAt).not.toBeNull();
    expect(
      await db()
        .select()
        .from(orderMails)
        .where(eq(orderMails.orderId, row?.id as number)),
    ).toHaveLength(1);
  });

  it('keeps its prices when the catalog changes later', async () => {
    const sku = await stockedSku(5, 30_000);
    const placed = await checkout.place(await checkout.cartWith(sku.id, 1));
    await cart.setPrice(sku.productId, 99_900);
    const order = await orderPublic(placed.publicId as string);
    expect(order?.orderTotal.sellingPriceIncVat).toBe(300 + 69);
    expect(order?.cart.summary.total.sellingPriceIncVat).toBe(369);
  });

  it("takes our own stock first, then the supplier's, and marks the order backorder", async () => {
    const sku = await stockedSku(1, 10_000, { oversellable: 5 });
    const placed = await checkout.place(await checkout.cartWith(sku.id, 3));
    expect(placed.status).toBe('OK');
    expect(await skuRow(sku.id)).toMatchObject({ inStock: 0, oversellable: 3 });
    const order = await orderPublic(placed.publicId as string);
    expect(order).toMatchObject({ status: 'backorder', shopperStatus: 'RECEIVED' });
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id as number));
    expect(lines.map((l) => l.backorderedQuantity)).toEqual([2]);
  });

  it('never uses up always-available stock', async () => {
    const sku = await stockedSku(0, 10_000, { static: 1 });
    const placed = await checkout.place(await checkout.cartWith(sku.id, 1));
    expect(placed.status).toBe('OK');
    expect(await skuRow(sku.id)).toMatchObject({ inStock: 0, oversellable: 0, static: 1 });
  });

  it('draws the gift card in the same order, the invoice for what is left', async () => {
    await db().insert(giftCards).values({ code: 'ORDERTEST-300', currencyCode: 'SEK', balance: 30_000 });
    const sku = await stockedSku(5, 50_000);
    const id = await checkout.cartWith(sku.id, 1);
    await cart.ok(
      `mutation ($id: String!) { setCartGiftCard(id: $id, giftCardCode: "ordertest-300") { id } }`,
      { id },
    );
    const placed = await checkout.place(id);
    const order = await orderPublic(placed.publicId as string);
    // 500 kr reaches free shipping; the card pays 300 kr of it.
    expect(order?.fromBalance).toBe(300);
    expect(order?.orderTotal.sellingPriceIncVat).toBe(200);
    expect(order?.paymentDetails[0]?.total).toBe(200);
    const [card] = await db().select().from(giftCards).where(eq(giftCards.code, 'ORDERTEST-300'));
    expect(card?.balance).toBe(0);
    const [payment] = await db()
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id as number));
    expect(payment?.amount).toBe(20_000);
  });

  it('sends the goods to a chosen pickup point, and to a separate shipping address', async () => {
    const sku = await stockedSku(5, 10_000);
    const id = await checkout.cartWith(sku.id, 1);
    const placed = await checkout.place(id, { ...PERSON_BUYER, shippingId: 2, pickupPoint: 'SE-11860-2' });
    const order = await orderPublic(placed.publicId as string);
    expect(order?.shippingDetails[0]).toMatchObject({
      shippingId: 2,
      pickupPoint: { zip: '118 60', city: 'Stockholm' },
    });
    expect(order?.orderTotal.sellingPriceIncVat).toBe(100 + 49);

    const other = await checkout.cartWith(sku.id, 1);
    const shippingAddress = {
      firstName: 'Per',
      lastName: 'Persson',
      addressLine1: 'Skolgatan 2',
      zip: '903 26',
      city: 'Umeå',
    };
    const second = await orderPublic(
      (await checkout.place(other, { ...PERSON_BUYER, shippingAddress })).publicId as string,
    );
    expect(second?.shippingAddress).toMatchObject({ firstName: 'Per', zip: '903 26', city: 'Umeå' });
    expect(second?.billingAddress).toMatchObject({ firstName: 'Anna' });
  });

  it('places a company order in another market, with its prices and currency', async () => {
    const sku = await stockedSku(5, 10_000);
    const id = await checkout.cartWith(sku.id, 1);
    const placed = await checkout.place(id, COMPANY_BUYER);
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.publicId, placed.publicId as string));
    expect(row).toMatchObject({
      customerType: 'ORGANIZATION',
      customerKey: 'SE:ORGANIZATION:5560000027',
      currencyCode: 'SEK',
    });

    const fi = await checkout.cartWith(sku.id, 1, 'fi');
    const finnish = {
      customerType: 'PERSON',
      email: 'matti@example.fi',
      identityNumber: '131052-308T',
      billingAddress: {
        firstName: 'Matti',
        lastName: 'Meikäläinen',
        addressLine1: 'Mannerheimintie 1',
        zip: '00100',
        city: 'Helsinki',
        mobile: '+358 40 123 4567',
      },
      acceptedConsents: ['ORDER'],
    };
    const inEuro = await checkout.place(fi, finnish, { marketId: 'fi', languageId: 'fi-FI' });
    expect(inEuro.status).toBe('OK');
    const [euro] = await db()
      .select()
      .from(orders)
      .where(eq(orders.publicId, inEuro.publicId as string));
    expect(euro).toMatchObject({
      currencyCode: 'EUR',
      languageCode: 'fi',
      customerKey: 'FI:PERSON:131052-308T',
    });
  });

  it('answers the confirmation page from the order, the nth purchase counted by customer, and never places twice', async () => {
    const sku = await stockedSku(10, 10_000);
    const buyer = { ...PERSON_BUYER, identityNumber: '19851124-5121', email: 'nth@example.se' };
    const first = await checkout.place(await checkout.cartWith(sku.id, 1), buyer);
    const secondCart = await checkout.cartWith(sku.id, 2);
    const second = await checkout.place(secondCart, { ...buyer, identityNumber: '8511245121' });
    const read = async (id: string, cartId?: string) =>
      (
        await suite.data<{
          checkout: {
            completed: boolean;
            nthPurchase: number;
            order: { orderId: string; sum: number; rows: { quantity: number }[] };
            cart: { isCompleted: boolean };
          } | null;
        }>(
          `query ($id: String!, $cartId: String) { checkout(id: $id, paymentType: STANDARD, cartId: $cartId) {
            completed nthPurchase order { orderId sum rows { quantity } } cart { isCompleted } } }`,
          { id, cartId },
        )
      ).checkout;
    expect((await read(first.publicId as string))?.nthPurchase).toBe(1);
    const confirmed = await read(second.publicId as string, secondCart);
    expect(confirmed).toMatchObject({ completed: true, nthPurchase: 2, cart: { isCompleted: true } });
    expect(confirmed?.order).toMatchObject({ orderId: second.orderId, sum: 269, rows: [{ quantity: 2 }] });
    const before = await checkout.fingerprint();
    for (let i = 0; i < 3; i++) await read(second.publicId as string, secondCart);
    expect(await checkout.fingerprint()).toEqual(before);
    expect(await read(second.publicId as string, first.redirectUrl.split('cartId=')[1])).toBeNull();
    expect(await read('00000000-0000-4000-8000-00000000abcd')).toBeNull();
  });

  it('refuses a placed cart placed again as CART_COMPLETED, with no ids, changing nothing', async () => {
    const sku = await stockedSku(5, 10_000);
    const id = await checkout.cartWith(sku.id, 1);
    const first = await checkout.place(id);
    expect(first.publicId).toEqual(expect.any(String));
    const before = await checkout.fingerprint();
    const again = await checkout.call(CHECKOUT_DOCUMENTS.place, {
      cartId: id,
      checkout: { ...PERSON_BUYER, email: 'someone-else@example.se' },
    });
    expect(again.answer).toBeNull();
    expect(again.errors.map((e) => e.extensions.code)).toEqual(['CART_COMPLETED']);
    expect(JSON.stringify(again)).not.toContain(first.publicId);
    expect(await checkout.fingerprint()).toEqual(before);
  });
});

describe('a placement refused', () => {
  it('out of stock sends the shopper to the failure page and changes nothing', async () => {
    const sku = await stockedSku(1, 10_000);
    const id = await checkout.cartWith(sku.id, 1);
    await db().update(skus).set({ inStock: 0 }).where(eq(skus.id, sku.id));
    const before = await checkout.fingerprint();
    expect(await checkout.place(id)).toEqual({
      orderId: null,
      publicId: null,
      status: 'OUT_OF_STOCK',
      redirectUrl: '/checkout/invoice-fail?error=OutOfStock',
    });
    expect(await checkout.fingerprint()).toEqual(before);
  });

  it('for a blocked customer, and above the credit limit, changes nothing', async () => {
    const sku = await stockedSku(5, 600_000);
    const id = await checkout.cartWith(sku.id, 2);
    const before = await checkout.fingerprint();
    expect(await checkout.place(id, { ...PERSON_BUYER, identityNumber: '840321-1231' })).toMatchObject({
      status: 'CUSTOMER_BLACKLISTED',
      redirectUrl: '/checkout/invoice-fail?error=BlockedCustomer',
    });
    expect(await checkout.place(id, { ...COMPANY_BUYER, identityNumber: '5560000019' })).toMatchObject({
      status: 'CREDIT_LIMIT_EXCEEDED',
      redirectUrl: '/checkout/invoice-fail?error=Error',
    });
    expect(await checkout.fingerprint()).toEqual(before);
  });

  it('counts what the customer already owes against the limit', async () => {
    const sku = await stockedSku(10, 400_000);
    const company = { ...COMPANY_BUYER, identityNumber: '556000-0019' };
    expect((await checkout.place(await checkout.cartWith(sku.id, 2), company)).status).toBe('OK');
    const second = await checkout.place(await checkout.cartWith(sku.id, 1), company);
    expect(second.status).toBe('CREDIT_LIMIT_EXCEEDED');
    const owed = await db()
      .select({ amount: orderPayments.amount })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orders.customerKey, 'SE:ORGANIZATION:5560000019'));
    expect(owed.reduce((sum, p) => sum + p.amount, 0)).toBe(800_000);
  });

  it('when the gift card holds less than it pays by the time it is drawn, changes nothing', async () => {
    await db().insert(giftCards).values({ code: 'ORDERTEST-EMPTIED', currencyCode: 'SEK', balance: 10_000 });
    const sku = await stockedSku(5, 50_000);
    const id = await checkout.cartWith(sku.id, 1);
    await cart.ok(
      `mutation ($id: String!) { setCartGiftCard(id: $id, giftCardCode: "ORDERTEST-EMPTIED") { id } }`,
      { id },
    );
    const state = await checkout.update(id, PERSON_BUYER);
    expect(state.cart.summary.balance.pending).toBe(100);
    // Spent inside the order's own transaction, before the draw: the conditional draw finds too little.
    await db().execute(`create function checkout_test_spend_card() returns trigger language plpgsql as $$
      begin update gift_cards set balance = 0 where code = 'ORDERTEST-EMPTIED'; return null; end $$`);
    await db().execute(`create trigger checkout_test_spend_card before insert on order_lines
      for each statement execute function checkout_test_spend_card()`);
    try {
      const before = await checkout.fingerprint();
      expect((await checkout.place(id)).status).toBe('GIFT_CARD_CHANGED');
      expect(await checkout.fingerprint()).toEqual(before);
    } finally {
      await db().execute('drop trigger checkout_test_spend_card on order_lines');
      await db().execute('drop function checkout_test_spend_card()');
    }
    expect(minor((await cart.get(id)).summary.balance.pending)).toBe(10_000);
  });
});
