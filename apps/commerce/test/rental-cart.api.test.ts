import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rentalBookings, skus } from '#src/db/schema.ts';
import { confirmationContent } from '#src/modules/orders/confirmation/confirmation-content.ts';
import { findOrderById, loadOrder } from '#src/modules/orders/index.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { PERSON_BUYER } from './checkout-client.ts';
import { nextOpen, rentalOrders } from './rental-orders.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const { db, data, gql } = suite;

const LINE = `id items { skuId quantity rental { from to state holdExpiresAt } totalPrice { sellingPriceIncVat } }
  summary { total { sellingPriceIncVat } }`;
const ADD = `mutation ($id: String!, $skuId: Int!, $period: RentalPeriodInput, $quantity: Int! = 1) {
  addToCart(id: $id, item: { skuId: $skuId, quantity: $quantity, rentalPeriod: $period }) { ${LINE} } }`;
const UPDATE = `mutation ($id: String!, $skuId: Int!, $period: RentalPeriodInput, $quantity: Int!) {
  updateCartItem(id: $id, item: { skuId: $skuId, quantity: $quantity, rentalPeriod: $period }) { ${LINE} } }`;
const PRICE = `query ($alias: String!, $from: String!, $to: String!) {
  rentalAvailability(alias: $alias, from: $from, to: $to) { price { sellingPriceIncVat } } }`;

interface CartAnswer {
  id: string;
  items: {
    skuId: number;
    quantity: number;
    rental: { from: string; to: string; state: string; holdExpiresAt: string | null } | null;
    totalPrice: { sellingPriceIncVat: number };
  }[];
  summary: { total: { sellingPriceIncVat: number } };
}

const newCart = async () =>
  (await data<{ getCart: { id: string } }>('query { getCart(id: "") { id } }')).getCart.id;

const hires = rentalOrders(suite);
/** A rental object of the demo catalog (the `skip`th) made to have one unit, and its SKU. */
const oneUnitMachine = (skip: number) => hires.machine(skip, 1);

const refusal = async (query: string, variables: Record<string, unknown>) => {
  const answer = await gql(query, variables);
  expect(answer.data ?? null).toBeNull();
  return answer.errors?.[0]?.extensions ?? {};
};

describe('a rental in the cart and the checkout', () => {
  const today = stockholmDate(new Date());
  const friday = nextOpen(addDays(today, 21), 5);
  const weekend = { from: friday, to: nextOpen(addDays(friday, 3), 1) };

  it('holds the one unit for the first shopper, prices the period by the rule, and refuses the second', async () => {
    const machine = await oneUnitMachine(0);
    const first = await newCart();
    expect(await refusal(ADD, { id: first, skuId: machine.skuId })).toMatchObject({
      code: 'RENTAL_PERIOD_REQUIRED',
    });
    const sunday = { from: addDays(friday, 2), to: addDays(friday, 4) };
    expect(await refusal(ADD, { id: first, skuId: machine.skuId, period: sunday })).toMatchObject({
      code: 'RENTAL_PERIOD_INVALID',
      problem: 'PICKUP_DAY_CLOSED',
    });
    expect(
      await refusal(ADD, { id: first, skuId: machine.skuId, period: weekend, quantity: 2 }),
    ).toMatchObject({
      code: 'RENTAL_ONE_UNIT',
    });
    const [sold] = await db()
      .select({ id: skus.id })
      .from(skus)
      .where(isNull(skus.incoming))
      .orderBy(skus.id)
      .limit(1);
    expect(await refusal(ADD, { id: first, skuId: sold?.id, period: weekend })).toMatchObject({
      code: 'NOT_A_RENTAL',
    });

    const { addToCart } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: first,
      skuId: machine.skuId,
      period: weekend,
    });
    const line = addToCart.items[0];
    expect(line?.rental).toMatchObject({ ...weekend, state: 'HELD' });
    expect(Date.parse(line?.rental?.holdExpiresAt as string) - Date.now()).toBeGreaterThan(14 * 60_000);
    const { rentalAvailability } = await data<{
      rentalAvailability: { price: { sellingPriceIncVat: number } };
    }>(PRICE, { alias: machine.alias, ...weekend });
    expect(line?.totalPrice.sellingPriceIncVat).toBe(rentalAvailability.price.sellingPriceIncVat);

    const second = await newCart();
    expect(await refusal(ADD, { id: second, skuId: machine.skuId, period: weekend })).toMatchObject({
      code: 'RENTAL_UNAVAILABLE',
    });
    const { getCart } = await data<{ getCart: CartAnswer }>(
      `query ($id: String) { getCart(id: $id) { ${LINE} } }`,
      {
        id: second,
      },
    );
    expect(getCart.items).toEqual([]);

    // The first shopper moves to overlapping days: their own hold does not stand in the way.
    const later = { from: nextOpen(addDays(weekend.from, 1)), to: nextOpen(addDays(weekend.to, 1)) };
    const { updateCartItem } = await data<{ updateCartItem: CartAnswer }>(UPDATE, {
      id: first,
      skuId: machine.skuId,
      period: later,
      quantity: 1,
    });
    expect(updateCartItem.items[0]?.rental).toMatchObject({ ...later, state: 'HELD' });
    // Removing the line lets the unit go: the second shopper gets it.
    await data(UPDATE, { id: first, skuId: machine.skuId, quantity: 0 });
    const { addToCart: theirs } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: second,
      skuId: machine.skuId,
      period: weekend,
    });
    expect(theirs.items[0]?.rental?.state).toBe('HELD');
  });

  it('turns the hold into a booking with the order, books afresh a hold that ran out, and refuses days taken meanwhile', async () => {
    const machine = await oneUnitMachine(1);
    const place = (cartId: string) =>
      data<{ placeOrder: { orderId: string | null; status: string } }>(
        `mutation ($cartId: String!, $checkout: CheckoutInputType!) { placeOrder(cartId: $cartId, checkout: $checkout) { orderId status } }`,
        { cartId, checkout: PERSON_BUYER },
      );
    const cart = await newCart();
    await data(ADD, { id: cart, skuId: machine.skuId, period: weekend });
    const { placeOrder } = await place(cart);
    expect(placeOrder.status).toBe('OK');
    const booked = await db()
      .select()
      .from(rentalBookings)
      .where(and(eq(rentalBookings.productId, machine.id), eq(rentalBookings.state, 'confirmed')));
    expect(booked).toMatchObject([
      { orderId: Number(placeOrder.orderId), fromDate: weekend.from, toDate: weekend.to },
    ]);
    // The confirmation says when and where the machine is handed over.
    const order = await findOrderById(db(), Number(placeOrder.orderId));
    const mail = confirmationContent(await loadOrder(db(), order as NonNullable<typeof order>));
    const handover = mail.paragraphs.find((p) => p.includes('hämtas'));
    expect(handover).toContain('klockan 07:00');
    expect(handover).toContain('Verkstadsvägen 14, 125 30 Älvsjö');

    // A hold that ran out while nobody took the days is booked afresh.
    const weekFrom = nextOpen(addDays(weekend.to, 7), 1);
    const week = { from: weekFrom, to: nextOpen(addDays(weekFrom, 3)) };
    const slow = await newCart();
    await data(ADD, { id: slow, skuId: machine.skuId, period: week });
    await db()
      .update(rentalBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(rentalBookings.cartId, slow));
    expect((await place(slow)).placeOrder.status).toBe('OK');

    // A hold that ran out and whose days another shopper took refuses the order, which changes nothing.
    const monthFrom = nextOpen(addDays(week.to, 14), 1);
    const month = { from: monthFrom, to: nextOpen(addDays(monthFrom, 2)) };
    const late = await newCart();
    await data(ADD, { id: late, skuId: machine.skuId, period: month });
    await db()
      .update(rentalBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(rentalBookings.cartId, late));
    const quick = await newCart();
    await data(ADD, { id: quick, skuId: machine.skuId, period: month });
    const { placeOrder: refused } = await place(late);
    expect(refused).toMatchObject({ orderId: null, status: 'RENTAL_UNAVAILABLE' });
    expect((await place(quick)).placeOrder.status).toBe('OK');
  });
});
