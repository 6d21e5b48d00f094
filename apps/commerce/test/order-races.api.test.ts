import { and, count, eq, inArray, isNotNull, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, orderLines, orderMails, orderPayments, orders, skus } from '#src/db/schema.ts';
import {
  CHECKOUT_DOCUMENTS,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { personnummerOf } from './personnummer.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;
const db = () => suite.db();

const RACE_TIMEOUT = 300_000;

/** The i-th of many different Swedish buyers: a valid personnummer and an email of their own. */
function buyer(i: number) {
  return {
    ...PERSON_BUYER,
    email: `buyer-${i}@example.se`,
    identityNumber: personnummerOf(i, { century: true }),
  };
}

/** A light SKU with exactly `inStock` units, 10 kr each. */
async function lastUnits(inStock: number) {
  const sku = await cart.skuWithStock(inStock);
  await cart.setPrice(sku.productId, 1_000);
  await checkout.setWeight(sku.productId, null);
  return sku;
}

/** `count` carts made a few at a time, each by `make`. */
async function manyCarts(count: number, make: (i: number) => Promise<string>) {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, j) => make(start + j));
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

/** Every placement at once, each answered with its placement or its errors. */
function placeAll(cartIds: string[], checkoutOf: (i: number) => Record<string, unknown>) {
  return Promise.all(
    cartIds.map(async (cartId, i) => {
      const { status, body } = await suite
        .api()
        .graphql<{ placeOrder: PlaceOrderAnswer }>(CHECKOUT_DOCUMENTS.place, {
          cartId,
          checkout: checkoutOf(i),
        });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      return body.data?.placeOrder as PlaceOrderAnswer;
    }),
  );
}

const countsOf = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((byOutcome, o) => {
    byOutcome[o] = (byOutcome[o] ?? 0) + 1;
    return byOutcome;
  }, {});

const tally = (answers: PlaceOrderAnswer[]) =>
  answers.reduce<Record<string, number>>((byStatus, a) => {
    byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    return byStatus;
  }, {});

describe('orders placed at the same time', () => {
  it(
    '200 carts racing for the last 10 units give exactly 10 orders and stock 0',
    async () => {
      const sku = await lastUnits(10);
      const cartIds = await manyCarts(200, () => checkout.cartWith(sku.id, 1));
      const started = performance.now();
      const answers = await placeAll(cartIds, buyer);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `race on ${suite.api().database.kind}: 200 placements in ${seconds.toFixed(1)} s, ${JSON.stringify(tally(answers))}`,
      );

      expect(tally(answers)).toEqual({ OK: 10, OUT_OF_STOCK: 190 });
      for (const refused of answers.filter((a) => a.status !== 'OK')) {
        expect(refused).toEqual({
          orderId: null,
          publicId: null,
          status: 'OUT_OF_STOCK',
          redirectUrl: '/checkout/invoice-fail?error=OutOfStock',
        });
      }
      const [row] = await db().select().from(skus).where(eq(skus.id, sku.id));
      expect(row).toMatchObject({ inStock: 0, oversellable: 0 });
      const [sold] = await db()
        .select({ units: sum(orderLines.quantity), lines: count() })
        .from(orderLines)
        .where(eq(orderLines.skuId, sku.id));
      expect(sold).toEqual({ units: '10', lines: 10 });
      const placedCarts = answers.flatMap((a, i) => (a.status === 'OK' ? [cartIds[i] as string] : []));
      const completed = await db()
        .select({ id: carts.id })
        .from(carts)
        .where(and(inArray(carts.id, cartIds), isNotNull(carts.completedAt)));
      expect(completed.map((c) => c.id).sort()).toEqual(placedCarts.sort());
    },
    RACE_TIMEOUT,
  );

  it(
    '50 placements of one cart at once give one order, its stock taken once, its ids in one answer only',
    async () => {
      const sku = await lastUnits(5);
      const cartId = await checkout.cartWith(sku.id, 2);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          checkout.call<PlaceOrderAnswer>(CHECKOUT_DOCUMENTS.place, { cartId, checkout: PERSON_BUYER }),
        ),
      );
      const outcomes = answers.map((a) => a.answer?.status ?? a.errors.map((e) => e.extensions.code).join());
      expect(countsOf(outcomes)).toEqual({ OK: 1, CART_COMPLETED: 49 });
      const placed = await db().select().from(orders).where(eq(orders.cartId, cartId));
      expect(placed).toHaveLength(1);
      expect(answers.find((a) => a.answer)?.answer?.publicId).toBe(placed[0]?.publicId);
      const orderId = placed[0]?.id as number;
      expect(await db().select().from(orderLines).where(eq(orderLines.orderId, orderId))).toHaveLength(1);
      expect(await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).toHaveLength(
        1,
      );
      expect(await db().select().from(orderMails).where(eq(orderMails.orderId, orderId))).toHaveLength(1);
      expect((await db().select().from(skus).where(eq(skus.id, sku.id)))[0]?.inStock).toBe(3);
    },
    RACE_TIMEOUT,
  );

  it(
    'carts of two SKUs in either order, racing for 20 of each, give 20 whole orders and never deadlock',
    async () => {
      const first = await lastUnits(20);
      const second = await lastUnits(20);
      const cartIds = await manyCarts(40, async (i) => {
        const { id } = await cart.newCart();
        const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
        await cart.add(id, a.id, 1);
        await cart.add(id, b.id, 1);
        return id;
      });
      const answers = await placeAll(cartIds, buyer);
      expect(tally(answers)).toEqual({ OK: 20, OUT_OF_STOCK: 20 });
      const rows = await db()
        .select()
        .from(skus)
        .where(inArray(skus.id, [first.id, second.id]));
      expect(rows.map((r) => r.inStock)).toEqual([0, 0]);
      const lines = await db()
        .select({ orderId: orderLines.orderId, n: count() })
        .from(orderLines)
        .where(inArray(orderLines.skuId, [first.id, second.id]))
        .groupBy(orderLines.orderId);
      expect(lines).toHaveLength(20);
      expect(lines.every((l) => l.n === 2)).toBe(true);
    },
    RACE_TIMEOUT,
  );
});

describe('a step failing inside the order transaction', () => {
  it('leaves nothing behind: stock, gift card, cart and checkout as they were, no order', async () => {
    const sku = await lastUnits(3);
    const other = await lastUnits(3);
    const { id: cartId } = await cart.newCart();
    await cart.add(cartId, sku.id, 2);
    await cart.add(cartId, other.id, 1);
    await db().execute(
      `insert into gift_cards (code, currency_code, balance) values ('RACE-GIFT', 'SEK', 1000)`,
    );
    await cart.ok(`mutation ($id: String!) { setCartGiftCard(id: $id, giftCardCode: "RACE-GIFT") { id } }`, {
      id: cartId,
    });
    // The confirmation row is written last but one: by then stock, lines, gift card and payment are done.
    await db().execute(`create function checkout_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'the confirmation could not be queued'; end $$`);
    await db().execute(`create trigger checkout_test_fail before insert on order_mails
      for each row execute function checkout_test_fail()`);
    const before = await checkout.fingerprint();
    try {
      const { status, body } = await suite
        .api()
        .graphql(CHECKOUT_DOCUMENTS.place, { cartId, checkout: PERSON_BUYER });
      expect(status).toBe(200);
      expect(body.data?.placeOrder ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await checkout.fingerprint()).toEqual(before);
    } finally {
      await db().execute('drop trigger checkout_test_fail on order_mails');
      await db().execute('drop function checkout_test_fail()');
    }
    const placed = await checkout.place(cartId);
    expect(placed.status).toBe('OK');
    const stock = await db()
      .select()
      .from(skus)
      .where(inArray(skus.id, [sku.id, other.id]));
    expect(stock.map((s) => s.inStock).sort()).toEqual([1, 2]);
  });
});
