import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, giftCards, orderLines, orderMails, orderPayments, orders, skus } from '#src/db/schema.ts';
import {
  CHECKOUT_DOCUMENTS,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { type CommerceProcess, startCommerceProcess } from './commerce-process.ts';
import { TEST_METRICS_TOKEN } from './keys.ts';
import { personnummerOf } from './personnummer.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;
const db = () => suite.db();

const BUYERS = 20;
const UNITS = 15;
/** Each cart's own gift card pays this much of its order. */
const CARD_DRAW = 500;

function buyer(i: number) {
  return {
    ...PERSON_BUYER,
    email: `crash-${i}@example.se`,
    identityNumber: personnummerOf(100 + i, { century: true }),
  };
}

/** A placement's answer, its refusal of a cart already placed (which names no order), or why there was neither. */
type Outcome = { answer: PlaceOrderAnswer } | { completed: true } | { failure: string };

const countsOf = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

/** GraphQL requests the process has received: answered, and in flight (its /metrics). */
async function graphqlRequestsReceived(service: CommerceProcess): Promise<number> {
  const metrics = await fetch(`${service.url}/metrics`, {
    headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
  });
  const text = await metrics.text();
  const series = text.match(/^http_requests_(total|in_flight)\{[^}]*route="\/graphql"[^}]*\} \d+/gm) ?? [];
  return series.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/**
 * Every buyer places their cart at once; `whenFirstPlaced` runs as soon as one order is answered,
 * while the others are still in flight. Each outcome is the answer, or why there was none.
 */
async function placeAllThen(service: CommerceProcess, cartIds: string[], whenFirstPlaced: () => void) {
  let first = true;
  return Promise.all(
    cartIds.map(async (cartId, i): Promise<Outcome> => {
      try {
        const response = await service.graphql(CHECKOUT_DOCUMENTS.place, { cartId, checkout: buyer(i) });
        const body = (await response.json()) as {
          data?: { placeOrder: PlaceOrderAnswer };
          errors?: { extensions?: { code?: string } }[];
        };
        if (body.errors?.length === 1 && body.errors[0]?.extensions?.code === 'CART_COMPLETED') {
          return { completed: true };
        }
        if (response.status !== 200 || !body.data?.placeOrder) {
          return { failure: `${response.status} ${JSON.stringify(body.errors)}` };
        }
        if (first && body.data.placeOrder.status === 'OK') {
          first = false;
          whenFirstPlaced();
        }
        return { answer: body.data.placeOrder };
      } catch (error) {
        const cause = (error as Error).cause as { code?: string } | undefined;
        return { failure: cause?.code ?? String(cause ?? error) };
      }
    }),
  );
}

/** What the database holds for each cart: its order whole, or nothing of it. */
async function ordersOfCarts(cartIds: string[], cardOf: (i: number) => string) {
  const placed = await db().select().from(orders).where(inArray(orders.cartId, cartIds));
  const countOf = async (
    table: typeof orderLines | typeof orderPayments | typeof orderMails,
    orderId: number,
  ) => (await db().select({ n: count() }).from(table).where(eq(table.orderId, orderId)))[0]?.n;
  const states = [];
  for (const [i, cartId] of cartIds.entries()) {
    const order = placed.find((o) => o.cartId === cartId);
    const [cartRow] = await db().select().from(carts).where(eq(carts.id, cartId));
    const [card] = await db()
      .select()
      .from(giftCards)
      .where(eq(giftCards.code, cardOf(i)));
    if (!order) {
      states.push({ cartId, state: 'absent', completed: cartRow?.completedAt != null, card: card?.balance });
      continue;
    }
    states.push({
      cartId,
      orderId: order.publicId,
      state: 'whole',
      lines: await countOf(orderLines, order.id),
      payments: await countOf(orderPayments, order.id),
      mails: await countOf(orderMails, order.id),
      drawn: order.fromBalanceIncVat,
      completed: cartRow?.completedAt != null,
      card: card?.balance,
    });
  }
  return states;
}

describe('a commerce process killed while buyers place orders', () => {
  it('keeps every order whole or absent and loses no stock; a restart takes the rest, and SIGTERM finishes what is in flight', async () => {
    const sku = await cart.skuWithStock(UNITS);
    await cart.setPrice(sku.productId, 1_000);
    const cardOf = (i: number) => `CRASH-${i}`;
    await db()
      .insert(giftCards)
      .values(
        Array.from({ length: BUYERS }, (_, i) => ({
          code: cardOf(i),
          currencyCode: 'SEK',
          balance: CARD_DRAW,
        })),
      );
    const cartIds: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const id = await checkout.cartWith(sku.id, 1);
      await cart.ok(
        `mutation ($id: String!, $code: String!) { setCartGiftCard(id: $id, giftCardCode: $code) { id } }`,
        {
          id,
          code: cardOf(i),
        },
      );
      cartIds.push(id);
    }
    await suite.api().stop();

    // SIGKILL as soon as one order is answered: the rest are mid-way.
    const doomed = await startCommerceProcess(suite.api().location);
    const beforeCrash = await placeAllThen(doomed, cartIds, () => doomed.kill('SIGKILL'));
    expect(await doomed.exited).toBe('SIGKILL');
    const answeredBeforeCrash = beforeCrash.flatMap((o) =>
      'answer' in o && o.answer.status === 'OK' ? [o.answer] : [],
    );

    await suite.api().start();
    const afterCrash = await ordersOfCarts(cartIds, cardOf);
    const whole = afterCrash.filter((s) => s.state === 'whole');
    const absent = afterCrash.filter((s) => s.state === 'absent');
    console.log(
      `crash on ${suite.api().database.kind}: ${BUYERS} placements, SIGKILL after the first answer: ` +
        `${whole.length} orders whole, ${absent.length} absent, ${answeredBeforeCrash.length} answered before the kill`,
    );
    expect(whole.length + absent.length).toBe(BUYERS);
    for (const order of whole) {
      expect(order).toMatchObject({
        lines: 1,
        payments: 1,
        mails: 1,
        drawn: CARD_DRAW,
        completed: true,
        card: 0,
      });
    }
    for (const cartState of absent) expect(cartState).toMatchObject({ completed: false, card: CARD_DRAW });
    // An order answered before the kill was committed: it is among the whole ones.
    for (const answer of answeredBeforeCrash) {
      expect(whole.map((o) => o.orderId)).toContain(answer.publicId);
    }
    const stockAfterCrash = async () =>
      (await db().select().from(skus).where(eq(skus.id, sku.id)))[0]?.inStock;
    expect(await stockAfterCrash()).toBe(UNITS - whole.length);
    await suite.api().stop();

    // Every cart placed again on a new process (a placed one is refused as completed, naming no
    // order: only the first answer carries the ids), and SIGTERM once
    // the process has received all of them: each still gets its answer before the process exits.
    const restarted = await startCommerceProcess(suite.api().location);
    const placing = placeAllThen(restarted, cartIds, () => {});
    await expect
      .poll(() => graphqlRequestsReceived(restarted), { timeout: 30_000, interval: 5 })
      .toBe(BUYERS);
    restarted.kill('SIGTERM');
    const afterRestart = await placing;
    expect(await restarted.exited).toBe(0);
    const answers = afterRestart.map((o) =>
      'answer' in o ? o.answer.status : 'completed' in o ? 'CART_COMPLETED' : o.failure,
    );
    console.log(`SIGTERM with ${BUYERS} placements received: ${JSON.stringify(countsOf(answers))}`);
    const expected = {
      OK: UNITS - whole.length,
      CART_COMPLETED: whole.length,
      OUT_OF_STOCK: BUYERS - UNITS,
    };
    expect(countsOf(answers)).toEqual(Object.fromEntries(Object.entries(expected).filter(([, n]) => n > 0)));
    for (const order of whole) {
      expect(afterRestart[cartIds.indexOf(order.cartId)]).toEqual({ completed: true });
    }

    await suite.api().start();
    const final = await ordersOfCarts(cartIds, cardOf);
    expect(final.filter((s) => s.state === 'whole')).toHaveLength(UNITS);
    expect(await stockAfterCrash()).toBe(0);
    const [sold] = await db().select({ units: count() }).from(orderLines).where(eq(orderLines.skuId, sku.id));
    expect(sold?.units).toBe(UNITS);
  }, 300_000);
});
