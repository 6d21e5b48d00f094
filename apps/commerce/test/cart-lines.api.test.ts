import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prices, skus } from '#src/db/schema.ts';
import { CART_DOCUMENTS, cartClient, minor } from './cart-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const cart = cartClient(suite);

describe('a new cart', () => {
  it('is created by getCart without an id, empty, with an unguessable id of its own', async () => {
    const a = await cart.newCart();
    const b = await suite.data<{ getCart: { id: string } }>('{ getCart { id } }');
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.getCart.id).not.toBe(a.id);
    expect(a.items).toEqual([]);
    expect(a.summary.total).toMatchObject({ sellingPriceIncVat: 0, currency: { code: 'SEK' } });
    expect(a.summary.shipping).toMatchObject({ feeIncVat: 0, amountLeftToFreeShipping: 499.01 });
    expect(a.promoCodeState).toBe('NONE');
    expect((await cart.get(a.id)).id).toBe(a.id);
  });

  it('survives a restart of the service', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(10);
    await cart.add(id, sku.id, 3);
    await suite.api().restart();
    const again = await cart.get(id);
    expect(again.items.map((i) => [i.skuId, i.quantity])).toEqual([[sku.id, 3]]);
  });
});

describe('lines', () => {
  it('adds units to one line per SKU, in the order first added, and sets or removes them', async () => {
    const { id } = await cart.newCart();
    const first = await cart.skuWithStock(20);
    const second = await cart.skuWithStock(20);
    await cart.add(id, first.id, 2);
    await cart.add(id, second.id, 1);
    const added = await cart.add(id, first.id, 3);
    expect(added.items.map((i) => [i.skuId, i.quantity, i.id])).toEqual([
      [first.id, 5, String(first.id)],
      [second.id, 1, String(second.id)],
    ]);
    const set = await cart.update(id, first.id, 4);
    expect(set.items[0]?.quantity).toBe(4);
    const byLineId = await cart.ok(CART_DOCUMENTS.update, {
      id,
      item: { id: String(second.id), quantity: 6 },
    });
    expect(byLineId.items[1]?.quantity).toBe(6);
    const removed = await cart.update(id, first.id, 0);
    expect(removed.items.map((i) => i.skuId)).toEqual([second.id]);
    expect((await cart.stored(id)).lines).toEqual([{ skuId: second.id, quantity: 6, message: null }]);
  });

  it('keeps a note per line when one is given', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(5);
    const noted = await cart.ok(CART_DOCUMENTS.add, {
      id,
      item: { skuId: sku.id, quantity: 1, message: 'Leverans till grinden' },
    });
    expect(noted.items[0]?.message).toBe('Leverans till grinden');
    expect((await cart.add(id, sku.id, 1)).items[0]?.message).toBe('Leverans till grinden');
  });

  it('adds a product sold in sizes by the size chosen, each size its own line', async () => {
    const [product] = await suite
      .db()
      .select({ productId: skus.productId })
      .from(skus)
      .groupBy(skus.productId)
      .having(sql`count(*) > 1`)
      .limit(1);
    const sizes = await suite
      .db()
      .select()
      .from(skus)
      .where(eq(skus.productId, product?.productId as number));
    await suite
      .db()
      .update(skus)
      .set({ inStock: 10 })
      .where(eq(skus.productId, product?.productId as number));
    const { id } = await cart.newCart();
    const refusal = await cart.refused(CART_DOCUMENTS.add, { id, item: { quantity: 1 } });
    expect(refusal.extensions).toMatchObject({ code: 'SKU_REQUIRED', field: 'item.skuId' });
    await cart.add(id, sizes[0]?.id as number, 1);
    const both = await cart.add(id, sizes[1]?.id as number, 2);
    expect(both.items.map((i) => i.product.productId)).toEqual([product?.productId, product?.productId]);
    expect(both.items.map((i) => i.quantity)).toEqual([1, 2]);
  });
});

describe('the quantity cap', () => {
  it("refuses more than the SKU's stock, naming what is available, and leaves the cart as it was", async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(7);
    await cart.add(id, sku.id, 5);
    const before = await cart.stored(id);
    const refusal = await cart.refused(CART_DOCUMENTS.add, { id, item: { skuId: sku.id, quantity: 3 } });
    expect(refusal.extensions).toEqual({
      code: 'QUANTITY_NOT_AVAILABLE',
      field: 'item.quantity',
      problems: ['QUANTITY_NOT_AVAILABLE'],
      maxQuantity: 7,
      inCart: 5,
      available: 2,
    });
    const overSet = await cart.refused(CART_DOCUMENTS.update, { id, item: { skuId: sku.id, quantity: 8 } });
    expect(overSet.extensions.code).toBe('QUANTITY_NOT_AVAILABLE');
    expect(await cart.stored(id)).toEqual(before);
    expect((await cart.add(id, sku.id, 2)).items[0]?.quantity).toBe(7);
  });

  it('caps a line at the configured 99 whatever the stock, as the product answers in maxQuantity', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(5000);
    const { products } = await suite.data<{ products: { products: { maxQuantity: number }[] } }>(
      'query ($ids: [Int!]) { products(filter: { productIds: $ids }) { products { maxQuantity } } }',
      { ids: [sku.productId] },
    );
    const product = products.products[0] as { maxQuantity: number };
    expect(product.maxQuantity).toBe(99);
    await cart.add(id, sku.id, 99);
    const refusal = await cart.refused(CART_DOCUMENTS.add, { id, item: { skuId: sku.id, quantity: 1 } });
    expect(refusal.extensions).toMatchObject({
      code: 'QUANTITY_NOT_AVAILABLE',
      maxQuantity: 99,
      available: 0,
    });
  });

  it('refuses a SKU that is out of stock', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(0);
    const refusal = await cart.refused(CART_DOCUMENTS.add, { id, item: { skuId: sku.id, quantity: 1 } });
    expect(refusal.extensions).toMatchObject({ code: 'QUANTITY_NOT_AVAILABLE', maxQuantity: 0 });
  });
});

describe('markets', () => {
  it('reprices a cart carried to another market in its currency, and keeps it there', async () => {
    const { id } = await cart.newCart();
    const a = await cart.skuWithStock(9);
    const b = await cart.skuWithStock(9);
    await cart.add(id, a.id, 2);
    const inSweden = await cart.add(id, b.id, 1);
    const inFinland = await cart.get(id, { marketId: 'fi', languageId: 'fi-FI' });
    const eur = await suite
      .db()
      .select({ productId: prices.productId, selling: prices.sellingIncVat })
      .from(prices)
      .where(and(eq(prices.marketId, 4), sql`${prices.productId} in (${a.productId}, ${b.productId})`));
    const eurOf = (productId: number) => eur.find((p) => p.productId === productId)?.selling as number;
    expect(inFinland.summary.subTotal.sellingPriceIncVat).toBe(
      (2 * eurOf(a.productId) + eurOf(b.productId)) / 100,
    );
    expect(inFinland.summary.total.currency.code).toBe('EUR');
    expect(inFinland.summary.total.sellingPriceIncVatFormatted).toMatch(/€$/);
    expect(minor(inFinland.summary.subTotal.sellingPriceIncVat)).not.toBe(
      minor(inSweden.summary.subTotal.sellingPriceIncVat),
    );
    // Asked again without a market, the cart stays in Finland.
    expect((await cart.get(id)).summary.total.currency.code).toBe('EUR');
    expect((await cart.stored(id)).cart?.marketId).toBe(4);
  });

  it("refuses a SKU the cart's market does not sell, and leaves such a line out while the cart is there", async () => {
    const { id } = await cart.newCart();
    const sold = await cart.skuWithStock(9);
    const unsold = await cart.skuWithStock(9);
    await cart.add(id, sold.id, 1);
    await cart.add(id, unsold.id, 1);
    const removed = await suite
      .db()
      .delete(prices)
      .where(and(eq(prices.productId, unsold.productId), eq(prices.marketId, 2)))
      .returning();
    const inDenmark = await cart.get(id, { marketId: 'dk' });
    expect(inDenmark.items.map((i) => i.skuId)).toEqual([sold.id]);
    const refusal = await cart.refused(CART_DOCUMENTS.add, {
      id,
      item: { skuId: unsold.id, quantity: 1 },
      marketId: 'dk',
    });
    expect(refusal.extensions).toMatchObject({ code: 'NOT_SOLD_IN_MARKET', field: 'item.skuId' });
    expect((await cart.get(id, { marketId: 'se' })).items.map((i) => i.skuId)).toEqual([sold.id, unsold.id]);
    await suite.db().insert(prices).values(removed);
  });
});

describe('completion and refresh', () => {
  it('completes a cart once; a completed cart refuses changes and is read only when asked for', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(4);
    await cart.add(id, sku.id, 1);
    const done = await cart.ok(CART_DOCUMENTS.complete, { id });
    expect(done.isCompleted).toBe(true);
    expect((await cart.ok(CART_DOCUMENTS.complete, { id })).isCompleted).toBe(true);
    for (const [document, variables] of [
      [CART_DOCUMENTS.add, { id, item: { skuId: sku.id, quantity: 1 } }],
      [CART_DOCUMENTS.update, { id, item: { skuId: sku.id, quantity: 0 } }],
      [CART_DOCUMENTS.promo, { id, promoCode: 'VALKOMMEN10' }],
      [CART_DOCUMENTS.get, { id }],
    ] as const) {
      expect((await cart.refused(document, variables)).extensions.code).toBe('CART_COMPLETED');
    }
    expect((await cart.get(id, { includeCompleted: true })).items[0]?.quantity).toBe(1);
  });

  it('drops lines out of stock and lowers lines above their stock when asked to refresh', async () => {
    const { id } = await cart.newCart();
    const gone = await cart.skuWithStock(3);
    const fewer = await cart.skuWithStock(8);
    await cart.add(id, gone.id, 2);
    await cart.add(id, fewer.id, 6);
    await suite.db().update(skus).set({ inStock: 0 }).where(eq(skus.id, gone.id));
    await suite.db().update(skus).set({ inStock: 4 }).where(eq(skus.id, fewer.id));
    expect((await cart.get(id)).items).toHaveLength(2);
    const refreshed = await cart.get(id, { forceRefresh: true });
    expect(refreshed.items.map((i) => [i.skuId, i.quantity])).toEqual([[fewer.id, 4]]);
  });
});

describe('bad input', () => {
  it('refuses a malformed or unknown cart id with a typed error', async () => {
    for (const id of [
      'abc',
      '00000000-0000-0000-0000-000000000000',
      `${'a'.repeat(10_240)}`,
      'c0ffee\u0000',
    ]) {
      const refusal = await cart.refused(CART_DOCUMENTS.get, { id });
      expect(refusal.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: ['INVALID_ID'] });
    }
    const unknown = '8f0b7a52-8d54-4c7e-9a43-6c1d2f0e9b11';
    expect((await cart.refused(CART_DOCUMENTS.get, { id: unknown })).extensions.code).toBe('CART_NOT_FOUND');
    const sku = await cart.skuWithStock(5);
    expect(
      (await cart.refused(CART_DOCUMENTS.add, { id: unknown, item: { skuId: sku.id, quantity: 1 } }))
        .extensions,
    ).toMatchObject({
      code: 'CART_NOT_FOUND',
      field: 'id',
    });
    expect(
      (await cart.refused(CART_DOCUMENTS.add, { id: '', item: { skuId: sku.id, quantity: 1 } })).extensions
        .problems,
    ).toEqual(['INVALID_ID']);
  });

  it('refuses an unknown SKU and a negative, zero, huge or malformed item, changing nothing', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(5);
    await cart.add(id, sku.id, 1);
    const before = await cart.stored(id);
    const cases: [string, Record<string, unknown>, string][] = [
      [CART_DOCUMENTS.add, { skuId: 99_999_999, quantity: 1 }, 'SKU_NOT_FOUND'],
      [CART_DOCUMENTS.update, { skuId: 99_999_999, quantity: 0 }, 'SKU_NOT_FOUND'],
      [CART_DOCUMENTS.add, { skuId: sku.id, quantity: -1 }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { skuId: sku.id, quantity: 0 }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.update, { skuId: sku.id, quantity: -5 }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { skuId: sku.id, quantity: 1_000_000_000 }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { skuId: 0, quantity: 1 }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { skuId: sku.id, id: String(sku.id + 1), quantity: 1 }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { id: 'x1', quantity: 1 }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { skuId: sku.id, quantity: 1, groupKey: 'g1' }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { skuId: sku.id, quantity: 1, message: 'x'.repeat(201) }, 'INVALID_ITEM'],
      [CART_DOCUMENTS.add, { skuId: sku.id, quantity: 1, message: 'bell\u0007' }, 'INVALID_ITEM'],
    ];
    for (const [document, item, problem] of cases) {
      const refusal = await cart.refused(document, { id, item });
      const codes = [refusal.extensions.code, ...(refusal.extensions.problems ?? [])];
      expect({ item, codes }).toEqual({ item, codes: expect.arrayContaining([problem]) });
    }
    // Beyond GraphQL's 32-bit Int the request is refused before it reaches the API's rules.
    const { body } = await suite
      .api()
      .graphql(CART_DOCUMENTS.add, { id, item: { skuId: sku.id, quantity: 2 ** 31 } });
    expect(body.errors?.[0]?.message).toMatch(/^Variable "\$item"/);
    expect(await cart.stored(id)).toEqual(before);
  });
});
