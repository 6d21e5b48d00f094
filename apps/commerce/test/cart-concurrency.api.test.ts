import { describe, expect, it } from 'vitest';
import { CART_DOCUMENTS, type Cart, cartClient, type Refusal } from './cart-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const cart = cartClient(suite);

/** `count` calls at once, each answered with its cart or its refusal. */
async function atOnce(
  count: number,
  variables: (i: number) => Record<string, unknown>,
  document = CART_DOCUMENTS.add,
) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { status, body } = await suite.api().graphql<Record<string, Cart>>(document, variables(i));
      expect(status).toBe(200);
      return { cart: Object.values(body.data ?? {})[0] ?? null, errors: (body.errors ?? []) as Refusal[] };
    }),
  );
}

describe('concurrent changes of one cart', () => {
  it('20 adds at once leave one line with all 20 units', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(50);
    const answers = await atOnce(20, () => ({ id, item: { skuId: sku.id, quantity: 1 } }));
    expect(answers.flatMap((a) => a.errors)).toEqual([]);
    // Each answer is the cart as read after its own change: it holds at least that change.
    const quantities = answers.map((a) => a.cart?.items[0]?.quantity ?? 0);
    expect(Math.min(...quantities)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...quantities)).toBe(20);
    expect((await cart.stored(id)).lines).toEqual([{ skuId: sku.id, quantity: 20, message: null }]);
  });

  it('20 adds at once against 10 in stock give exactly 10, the others refused', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(10);
    const answers = await atOnce(20, () => ({ id, item: { skuId: sku.id, quantity: 1 } }));
    const refused = answers.filter((a) => a.errors.length > 0);
    expect(answers.filter((a) => a.cart)).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const { errors } of refused)
      expect(errors[0]?.extensions).toMatchObject({ code: 'QUANTITY_NOT_AVAILABLE', maxQuantity: 10 });
    expect((await cart.get(id)).items[0]?.quantity).toBe(10);
  });

  it('adds of 20 SKUs at once, with sets of the same lines, leave every line and its last value', async () => {
    const { id } = await cart.newCart();
    const skus: { id: number }[] = [];
    for (let i = 0; i < 10; i++) skus.push(await cart.skuWithStock(30));
    await atOnce(20, (i) => ({ id, item: { skuId: (skus[i % 10] as { id: number }).id, quantity: 2 } }));
    const sets = await atOnce(
      10,
      (i) => ({ id, item: { skuId: (skus[i] as { id: number }).id, quantity: 7 } }),
      CART_DOCUMENTS.update,
    );
    expect(sets.flatMap((a) => a.errors)).toEqual([]);
    const stored = await cart.stored(id);
    expect(stored.lines).toHaveLength(10);
    expect(stored.lines.every((line) => line.quantity === 7)).toBe(true);
    const final = await cart.get(id);
    expect(final.items).toHaveLength(10);
    expect(final.summary.subTotal.sellingPriceIncVat).toBeCloseTo(
      final.items.reduce((sum, item) => sum + item.totalPrice.sellingPriceIncVat, 0),
      2,
    );
  });
});
