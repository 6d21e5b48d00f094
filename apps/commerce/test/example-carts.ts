import type { Database } from '#src/db/client.ts';
import { cartLines, carts } from '#src/db/schema.ts';
import { CHANNEL_ID } from '#src/seed/reference-data.ts';

/**
 * Carts the example variables of test/platform-documents/cart name, one per document so that they
 * run in any order: each holds one unit of SKU 6 (a machine with stock in the test catalog).
 */
export const EXAMPLE_CART_IDS = {
  get: '00000000-0000-4000-8000-000000000001',
  add: '00000000-0000-4000-8000-000000000002',
  update: '00000000-0000-4000-8000-000000000003',
  promoCode: '00000000-0000-4000-8000-000000000004',
  complete: '00000000-0000-4000-8000-000000000005',
} as const;

export async function insertExampleCarts(db: Database) {
  const ids = Object.values(EXAMPLE_CART_IDS);
  await db.insert(carts).values(ids.map((id) => ({ id, channelId: CHANNEL_ID, marketId: 1 })));
  await db.insert(cartLines).values(ids.map((cartId) => ({ cartId, skuId: 6, quantity: 1 })));
}
