import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, rentalBookings } from '#src/db/schema.ts';
import { confirmationContent } from '#src/modules/orders/confirmation/confirmation-content.ts';
import { findOrderById, loadOrder } from '#src/modules/orders/index.ts';
import { bookingsOfOrder } from '#src/modules/rental-bookings/customer-bookings.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { CHECKOUT_DOCUMENTS, PERSON_BUYER } from './checkout-client.ts';
import { nextOpen, rentalOrders } from './rental-orders.ts';
import { useTestApi } from './suite.ts';

// Delivery of a hire to its site, priced by the site's zip from the depot's zones (ADR 66): the
// demo depot in Älvsjö delivers to Stockholm (695 kr), its county (995 kr), Södertälje (1 295 kr),
// Uppsala (1 995 kr) and the Mälaren towns, not to the archipelago (130 xx) nor further away.

const suite = useTestApi();
const { db, data, gql } = suite;
const hires = rentalOrders(suite);

const QUOTE = `query ($alias: String!, $from: String!, $to: String!, $zip: String, $type: CustomerType, $market: String) {
  rentalAvailability(alias: $alias, from: $from, to: $to, deliveryZip: $zip, customerType: $type, marketId: $market) {
    available price { sellingPriceIncVat }
    delivery { zip problem price { sellingPriceIncVat sellingPriceExVat sellingPriceIncVatFormatted } } } }`;
const LINE = `id items { rental { from to deliveryZip deliveryProblem deliveryPrice { sellingPriceIncVat } } totalPrice { sellingPriceIncVat } }
  summary { total { sellingPriceIncVat } }`;
const ADD = `mutation ($id: String!, $skuId: Int!, $period: RentalPeriodInput) {
  addToCart(id: $id, item: { skuId: $skuId, quantity: 1, rentalPeriod: $period }) { ${LINE} } }`;

interface Quote {
  available: boolean;
  price: { sellingPriceIncVat: number } | null;
  delivery: {
    zip: string;
    problem: string | null;
    price: {
      sellingPriceIncVat: number;
      sellingPriceExVat: number;
      sellingPriceIncVatFormatted: string;
    } | null;
  } | null;
}
interface CartAnswer {
  id: string;
  items: {
    rental: { deliveryZip: string | null; deliveryPrice: { sellingPriceIncVat: number } | null } | null;
    totalPrice: { sellingPriceIncVat: number };
  }[];
  summary: { total: { sellingPriceIncVat: number } };
}

const newCart = async () =>
  (await data<{ getCart: { id: string } }>('query { getCart(id: "") { id } }')).getCart.id;

describe('delivery of a hire to its site', () => {
  const from = nextOpen(addDays(stockholmDate(new Date()), 30), 2);
  const period = { from, to: nextOpen(addDays(from, 2)) };

  it('is priced by the longest zip prefix of the depot’s zones, and refused for a zip that is none or far', async () => {
    const machine = await hires.machine(0, 2);
    const quote = async (zip: string | null, more: Record<string, string> = {}) =>
      (await data<{ rentalAvailability: Quote }>(QUOTE, { alias: machine.alias, ...period, zip, ...more }))
        .rentalAvailability;
    const priced = async (zip: string) => (await quote(zip)).delivery?.price?.sellingPriceIncVat;

    expect(await priced('114 46')).toBe(695);
    expect(await priced('12530')).toBe(695);
    expect(await priced('131 41')).toBe(995);
    expect(await priced('15131')).toBe(1295);
    expect(await priced('753 20')).toBe(1995);
    expect((await quote('11446')).delivery).toMatchObject({ zip: '11446', problem: null });
    // 130 xx (the archipelago's islands) is not delivered to, though 13 is.
    expect((await quote('130 39')).delivery).toEqual({ zip: '13039', problem: 'NOT_DELIVERED', price: null });
    expect((await quote('98131')).delivery).toEqual({ zip: '98131', problem: 'NOT_DELIVERED', price: null });
    for (const zip of ['1144', '01446', 'SE-11446', '114466']) {
      expect((await quote(zip)).delivery, zip).toMatchObject({ problem: 'INVALID_ZIP', price: null });
    }
    // No zip, no delivery; a bad zip leaves the days' answer as it is.
    expect((await quote(null)).delivery).toBeNull();
    expect((await quote('')).delivery).toBeNull();
    expect(await quote('01446')).toMatchObject({
      available: true,
      price: { sellingPriceIncVat: expect.any(Number) },
    });
    const tooLong = await gql(QUOTE, { alias: machine.alias, ...period, zip: '1'.repeat(21) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows a company the price excluding VAT, and each market in its currency', async () => {
    const machine = await hires.machine(1, 2);
    const { rentalAvailability: company } = await data<{ rentalAvailability: Quote }>(QUOTE, {
      alias: machine.alias,
      ...period,
      zip: '114 46',
      type: 'ORGANIZATION',
    });
    expect(company.delivery?.price).toMatchObject({ sellingPriceIncVat: 695, sellingPriceExVat: 556 });
    const { rentalAvailability: danish } = await data<{ rentalAvailability: Quote }>(QUOTE, {
      alias: machine.alias,
      ...period,
      zip: '114 46',
      market: 'dk',
    });
    expect(danish.delivery?.price?.sellingPriceIncVat).toBe(452);
    expect(danish.delivery?.price?.sellingPriceIncVatFormatted).toMatch(/kr/);
  });

  it('is part of the cart line’s price and the cart’s total, and a far zip is refused with nothing changed', async () => {
    const machine = await hires.machine(2, 2);
    const picked = await newCart();
    const { addToCart: pickedUp } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: picked,
      skuId: machine.skuId,
      period,
    });
    const delivered = await newCart();
    const { addToCart: cart } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: delivered,
      skuId: machine.skuId,
      period: { ...period, deliveryZip: '114 46' },
    });
    expect(cart.items[0]?.rental).toMatchObject({
      deliveryZip: '11446',
      deliveryProblem: null,
      deliveryPrice: { sellingPriceIncVat: 695 },
    });
    expect(pickedUp.items[0]?.rental).toMatchObject({ deliveryZip: null, deliveryPrice: null });
    const rent = pickedUp.items[0]?.totalPrice.sellingPriceIncVat as number;
    expect(cart.items[0]?.totalPrice.sellingPriceIncVat).toBe(rent + 695);
    expect(cart.summary.total.sellingPriceIncVat - pickedUp.summary.total.sellingPriceIncVat).toBe(695);

    for (const [zip, problem] of [
      ['981 31', 'NOT_DELIVERED'],
      ['12', 'INVALID_ZIP'],
    ] as const) {
      const empty = await newCart();
      const refused = await gql(ADD, {
        id: empty,
        skuId: machine.skuId,
        period: { ...period, deliveryZip: zip },
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'RENTAL_DELIVERY_UNAVAILABLE',
        field: 'item.rentalPeriod.deliveryZip',
        deliveryProblem: problem,
      });
      const held = await db().select().from(rentalBookings).where(eq(rentalBookings.cartId, empty));
      expect(held).toEqual([]);
    }
    // A line moved to a far zip keeps its delivery and its hold as they were.
    const moved = await gql(ADD, {
      id: delivered,
      skuId: machine.skuId,
      period: { ...period, deliveryZip: '98131' },
    });
    expect(moved.errors?.[0]?.extensions?.code).toBe('RENTAL_DELIVERY_UNAVAILABLE');
    const { getCart } = await data<{ getCart: CartAnswer }>(
      `query ($id: String!) { getCart(id: $id) { ${LINE} } }`,
      {
        id: delivered,
      },
    );
    expect(getCart.items[0]?.rental?.deliveryZip).toBe('11446');
  });

  it('is kept by the order: its booking, its line and its confirmation', async () => {
    const machine = await hires.machine(3, 1);
    const cartId = await newCart();
    const { addToCart } = await data<{ addToCart: CartAnswer }>(ADD, {
      id: cartId,
      skuId: machine.skuId,
      period: { ...period, deliveryZip: '15131' },
    });
    const lineTotal = addToCart.items[0]?.totalPrice.sellingPriceIncVat as number;
    const { placeOrder } = await data<{ placeOrder: { orderId: string; status: string } }>(
      CHECKOUT_DOCUMENTS.place,
      {
        cartId,
        checkout: PERSON_BUYER,
      },
    );
    expect(placeOrder.status).toBe('OK');
    const orderId = Number(placeOrder.orderId);
    const booked = await db().select().from(rentalBookings).where(eq(rentalBookings.orderId, orderId));
    expect(booked).toMatchObject([
      { state: 'confirmed', deliveryZip: '15131', deliveryIncVat: 129_500, deliveryExVat: 103_600 },
    ]);
    // The confirmation page's hires name the site's zip instead of the depot.
    expect((await bookingsOfOrder(db(), orderId, new Date()))[0]?.deliveryZip).toBe('15131');
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line?.totalIncVat).toBe(lineTotal * 100);
    const order = await findOrderById(db(), orderId);
    const mail = confirmationContent(await loadOrder(db(), order as NonNullable<typeof order>));
    const delivery = mail.paragraphs.find((p) => p.includes('postnummer 151 31'));
    expect(delivery).toMatch(/leverans och hämtning 1[\s\u00a0]?295/);
  });
});
