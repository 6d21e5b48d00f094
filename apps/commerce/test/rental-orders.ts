import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products, rentalObjects, rentalUnits, skus } from '#src/db/schema.ts';
import { isDepotOpen } from '#src/modules/rentals/depot-days.ts';
import { addDays, weekday } from '#src/modules/rentals/period.ts';
import { authClient, freshAddress } from './auth-client.ts';
import { CHECKOUT_DOCUMENTS, PERSON_BUYER } from './checkout-client.ts';
import { TEST_API_KEY } from './harness.ts';
import type { useTestApi } from './suite.ts';

/** The first day from `date` on which the depot hands machines over (a weekday when given: 1 Monday ... 5 Friday). */
export function nextOpen(date: string, day?: number): string {
  let d = date;
  while (!isDepotOpen(d) || (day !== undefined && weekday(d) !== day)) d = addDays(d, 1);
  return d;
}

/** Booked hires of rental objects of the demo catalog, placed through the cart and the checkout. */
export function rentalOrders(suite: ReturnType<typeof useTestApi>) {
  const db = suite.db;

  /** The `skip`th rental object with a one-day minimum, made to have exactly `units` machines. */
  async function machine(skip: number, units: number) {
    const [object] = await db()
      .select({ id: products.id, alias: products.alias, skuId: skus.id })
      .from(rentalObjects)
      .innerJoin(products, eq(products.id, rentalObjects.productId))
      .innerJoin(skus, eq(skus.productId, products.id))
      .where(eq(rentalObjects.minimumDays, 1))
      .orderBy(products.id)
      .offset(skip)
      .limit(1);
    if (!object) throw new Error('no rental object in the demo catalog');
    await db().update(rentalUnits).set({ retiredAt: new Date() }).where(eq(rentalUnits.productId, object.id));
    await db()
      .insert(rentalUnits)
      .values(
        Array.from({ length: units }, (_, n) => ({
          productId: object.id,
          serialNumber: `HIRE-${object.id}-${n}-${Math.random().toString(36).slice(2, 8)}`,
          depotId: 1,
        })),
      );
    return object;
  }

  /** Places an order of one hire: as the customer whose headers are given, or as a guest. */
  async function place(
    skuId: number,
    period: { from: string; to: string },
    options: { headers?: Record<string, string>; email?: string } = {},
  ) {
    const api = suite.api();
    const { body: created } = await api.graphql<{ getCart: { id: string } }>(
      'query { getCart(id: "") { id } }',
    );
    const cartId = created.data?.getCart.id as string;
    // The days written in the document, whatever the input type's name.
    const { body: added } = await api.graphql(
      `mutation ($id: String!, $skuId: Int!) {
        addToCart(id: $id, item: { skuId: $skuId, quantity: 1, rentalPeriod: { from: "${period.from}", to: "${period.to}" } }) { id } }`,
      { id: cartId, skuId },
    );
    expect(added.errors).toBeUndefined();
    const { body } = await api.graphql<{ placeOrder: { orderId: string; status: string } }>(
      CHECKOUT_DOCUMENTS.place,
      { cartId, checkout: { ...PERSON_BUYER, email: options.email ?? PERSON_BUYER.email } },
      options.headers ?? { 'x-apikey': TEST_API_KEY },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder.status).toBe('OK');
    return Number(body.data?.placeOrder.orderId);
  }

  /** A customer's headers after signing in again (a moved clock ends the earlier token). */
  async function signIn(customer: { username: string; password: string }) {
    const answer = await authClient(suite.api().url).connect('login', customer, freshAddress());
    expect(answer.status).toBe(200);
    return { 'x-apikey': TEST_API_KEY, authorization: `Bearer ${answer.body.token as string}` };
  }

  return { machine, place, signIn };
}
