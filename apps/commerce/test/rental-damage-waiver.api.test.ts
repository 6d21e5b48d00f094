import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, orderLines, rentalBookings, rentalObjects } from '#src/db/schema.ts';
import { confirmationContent } from '#src/modules/orders/confirmation/confirmation-content.ts';
import { findOrderById, loadOrder } from '#src/modules/orders/index.ts';
import { bookingsOfOrder } from '#src/modules/rental-bookings/customer-bookings.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { CHECKOUT_DOCUMENTS, PERSON_BUYER } from './checkout-client.ts';
import { nextOpen, rentalOrders } from './rental-orders.ts';
import { useTestApi } from './suite.ts';

// The damage waiver a shopper may take with a hire (ADR 68): the object's basis points of the
// period's rent, at the hire's VAT rate, part of the rental line's price and kept by the order.

const suite = useTestApi();
const { db, data, gql } = suite;
const hires = rentalOrders(suite);

const QUOTE = `query ($alias: String!, $from: String!, $to: String!, $type: CustomerType) {
  rentalAvailability(alias: $alias, from: $from, to: $to, customerType: $type) {
    price { sellingPriceIncVat sellingPriceExVat }
    damageWaiver { sellingPriceIncVat sellingPriceExVat } } }`;
const LINE = `id items { rental { deliveryZip deliveryPrice { sellingPriceIncVat } damageWaiver
    damageWaiverPrice { sellingPriceIncVat sellingPriceExVat } } totalPrice { sellingPriceIncVat } }
  summary { total { sellingPriceIncVat } }`;
const ADD = `mutation ($id: String!, $skuId: Int!, $period: RentalPeriodInput) {
  addToCart(id: $id, item: { skuId: $skuId, quantity: 1, rentalPeriod: $period }) { ${LINE} } }`;

type Amount = { sellingPriceIncVat: number; sellingPriceExVat: number };
interface Quote {
  price: Amount | null;
  damageWaiver: Amount | null;
}
interface CartAnswer {
  id: string;
  items: {
    rental: {
      deliveryPrice: { sellingPriceIncVat: number } | null;
      damageWaiver: boolean;
      damageWaiverPrice: Amount | null;
    } | null;
    totalPrice: { sellingPriceIncVat: number };
  }[];
  summary: { total: { sellingPriceIncVat: number } };
}

const newCart = async () =>
  (await data<{ getCart: { id: string } }>('query { getCart(id: "") { id } }')).getCart.id;

/** A machine of the demo catalog offering a waiver of `bp` basis points (null: none). */
async function machineWith(skip: number, bp: number | null) {
  const machine = await hires.machine(skip, 2);
  await db().update(rentalObjects).set({ damageWaiverBp: bp }).where(eq(rentalObjects.productId, machine.id));
  return machine;
}

describe('the damage waiver of a hire', () => {
  const from = nextOpen(addDays(stockholmDate(new Date()), 30), 2);
  const period = { from, to: nextOpen(addDays(from, 3)) };
  const quote = async (alias: string, type = 'PERSON') =>
    (await data<{ rentalAvailability: Quote }>(QUOTE, { alias, ...period, type })).rentalAvailability;

  it('is the basis points of the period’s rent, rounded to the öre, and excl. VAT for a company', async () => {
    const machine = await machineWith(0, 1250);
    const person = await quote(machine.alias);
    const rent = person.price?.sellingPriceIncVat as number;
    // Öre: the API's Price is in major units.
    const share = Math.round(rent * 100 * 0.125) / 100;
    expect(person.damageWaiver?.sellingPriceIncVat).toBe(share);
    const company = await quote(machine.alias, 'ORGANIZATION');
    const companyRent = company.price?.sellingPriceIncVat as number;
    const companyShare = Math.round(companyRent * 100 * 0.125);
    expect(company.damageWaiver).toEqual({
      sellingPriceIncVat: companyShare / 100,
      sellingPriceExVat: Math.round(companyShare / 1.25) / 100,
    });
  });

  it('is part of the rental line’s price and the cart’s total, the rent’s share without the delivery', async () => {
    const machine = await machineWith(1, 1000);
    const { rentalAvailability } = await data<{ rentalAvailability: Quote }>(QUOTE, {
      alias: machine.alias,
      ...period,
    });
    const waiver = rentalAvailability.damageWaiver?.sellingPriceIncVat as number;
    const { addToCart: without } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: await newCart(),
      skuId: machine.skuId,
      period: { ...period, deliveryZip: '114 46' },
    });
    const { addToCart: taken } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: await newCart(),
      skuId: machine.skuId,
      period: { ...period, deliveryZip: '114 46', damageWaiver: true },
    });
    expect(without.items[0]?.rental).toMatchObject({ damageWaiver: false, damageWaiverPrice: null });
    expect(taken.items[0]?.rental).toMatchObject({
      damageWaiver: true,
      damageWaiverPrice: { sellingPriceIncVat: waiver },
      deliveryPrice: { sellingPriceIncVat: 695 },
    });
    const line = (cart: CartAnswer) => cart.items[0]?.totalPrice.sellingPriceIncVat as number;
    expect(line(taken) - line(without)).toBeCloseTo(waiver, 2);
    expect(taken.summary.total.sellingPriceIncVat - without.summary.total.sellingPriceIncVat).toBeCloseTo(
      waiver,
      2,
    );
    // A line changed without it no longer has it; false is the same as leaving it out.
    const { addToCart: dropped } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: taken.id,
      skuId: machine.skuId,
      period: { ...period, deliveryZip: '114 46', damageWaiver: false },
    });
    expect(dropped.items[0]?.rental).toMatchObject({ damageWaiver: false, damageWaiverPrice: null });
    expect(line(dropped)).toBe(line(without));
  });

  it('is refused for an object that offers none, and nothing changes', async () => {
    const machine = await machineWith(2, null);
    const empty = await newCart();
    const refused = await gql(ADD, {
      id: empty,
      skuId: machine.skuId,
      period: { ...period, damageWaiver: true },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RENTAL_DAMAGE_WAIVER_UNAVAILABLE',
      field: 'item.rentalPeriod.damageWaiver',
    });
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.cartId, empty))).toEqual([]);
    expect(await db().select().from(cartLines).where(eq(cartLines.cartId, empty))).toEqual([]);
    expect((await quote(machine.alias)).damageWaiver).toBeNull();

    // A line held without it keeps its hold and its days when asked for it.
    const { addToCart: held } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: await newCart(),
      skuId: machine.skuId,
      period,
    });
    const [before] = await db().select().from(cartLines).where(eq(cartLines.cartId, held.id));
    const again = await gql(ADD, {
      id: held.id,
      skuId: machine.skuId,
      period: { ...period, damageWaiver: true },
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('RENTAL_DAMAGE_WAIVER_UNAVAILABLE');
    const [after] = await db().select().from(cartLines).where(eq(cartLines.cartId, held.id));
    expect(after).toEqual(before);
  });

  it('is kept by the order: its booking, its line and its confirmation', async () => {
    const machine = await machineWith(3, 1000);
    const cartId = await newCart();
    const { addToCart } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: cartId,
      skuId: machine.skuId,
      period: { ...period, damageWaiver: true },
    });
    const waiver = addToCart.items[0]?.rental?.damageWaiverPrice as Amount;
    const lineTotal = addToCart.items[0]?.totalPrice.sellingPriceIncVat as number;
    const { placeOrder } = await data<{ placeOrder: { orderId: string; status: string } }>(
      CHECKOUT_DOCUMENTS.place,
      { cartId, checkout: PERSON_BUYER },
    );
    expect(placeOrder.status).toBe('OK');
    const orderId = Number(placeOrder.orderId);
    const booked = await db().select().from(rentalBookings).where(eq(rentalBookings.orderId, orderId));
    expect(booked).toMatchObject([
      {
        state: 'confirmed',
        deliveryZip: null,
        damageWaiverIncVat: Math.round(waiver.sellingPriceIncVat * 100),
        damageWaiverExVat: Math.round(waiver.sellingPriceExVat * 100),
      },
    ]);
    expect((await bookingsOfOrder(db(), orderId, new Date()))[0]?.damageWaiver).toBe(true);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line?.totalIncVat).toBe(Math.round(lineTotal * 100));
    const order = await findOrderById(db(), orderId);
    const mail = confirmationContent(await loadOrder(db(), order as NonNullable<typeof order>));
    expect(mail.paragraphs.some((p) => /skadeskydd ingår i hyran, \d/.test(p))).toBe(true);
  });
});
