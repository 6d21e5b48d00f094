import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMails } from '#src/db/schema.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { ORDER_DESK } from './order-desk-client.ts';
import { orderDeskFixtures } from './order-desk-fixtures.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const expired: CacheTag[][] = [];
const suite = useTestApi({
  products: 40,
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
    // No poll in the test's time: a mail leaves only when the change hands it over.
    confirmations: { pollSeconds: 3_600 },
  },
});
const desk = orderDeskFixtures(suite);
let token = '';
beforeAll(async () => {
  const member = await insertStaffMember(suite.db(), 'orders');
  token = await signInAs(suite.api().url, member.email);
});

const change = async (orderId: number, to: string, more: Record<string, string> = {}) => {
  const answer = await adminGraphql(
    suite.api().url,
    ORDER_DESK.changeStatus,
    { orderId, to, ...more },
    { token },
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.changeOrderStatus;
};

const mailState = async (orderId: number, kind: string) =>
  (
    await suite
      .db()
      .select({ state: orderMails.state })
      .from(orderMails)
      .where(and(eq(orderMails.orderId, orderId), eq(orderMails.kind, kind)))
  )[0]?.state;

describe("the order desk's changes reach the shop at once", () => {
  it("hands the customer's mail over now, and expires the storefronts' stock only when units go back", async () => {
    const sku = await desk.sku(20_000, { inStock: 4 });
    const { order } = await desk.order([{ skuId: sku.id, quantity: 2 }]);
    expired.length = 0;

    expect(await change(order.id, 'CONFIRMED')).toMatchObject({
      refusal: null,
      order: { stage: 'CONFIRMED' },
    });
    await expect.poll(() => mailState(order.id, 'confirmed'), { timeout: 10_000 }).toBe('sent');
    expect(expired).toEqual([]);

    expect(await change(order.id, 'CANCELLED', { reason: 'Kunden ångrade sig' })).toMatchObject({
      refusal: null,
      order: { stage: 'CANCELLED' },
    });
    expect(expired).toEqual([['catalog']]);
    await expect.poll(() => mailState(order.id, 'cancelled'), { timeout: 10_000 }).toBe('sent');
    expect((await desk.skuStock(sku.id))?.inStock).toBe(4);

    // A refused change tells no one.
    expect(await change(order.id, 'CONFIRMED')).toMatchObject({ refusal: 'TRANSITION_NOT_ALLOWED' });
    expect(expired).toEqual([['catalog']]);
  });
});
