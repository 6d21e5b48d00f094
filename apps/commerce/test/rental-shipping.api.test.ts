import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#src/db/schema.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { nextOpen, rentalOrders } from './rental-orders.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 120 });
const hires = rentalOrders(suite);

describe('a hire in the checkout', () => {
  const pickup = nextOpen(addDays(stockholmDate(new Date()), 30));
  const period = { from: pickup, to: nextOpen(addDays(pickup, 1)) };

  /** A cart with a hire of a machine of a tonne and a half (freight, were it shipped), and the sold SKUs given. */
  async function cartWithHire(checkout: ReturnType<typeof checkoutClient>, skip: number, sold: number[]) {
    const machine = await hires.machine(skip, 2);
    await checkout.setWeight(machine.id, 1_500);
    const { id } = await checkout.cart.newCart('se');
    const { body } = await suite.api().graphql(
      `mutation ($id: String!, $skuId: Int!, $period: RentalPeriodInput) {
        addToCart(id: $id, item: { skuId: $skuId, quantity: 1, rentalPeriod: $period }) { id } }`,
      { id, skuId: machine.skuId, period },
    );
    expect(body.errors).toBeUndefined();
    for (const skuId of sold) await checkout.cart.add(id, skuId, 1);
    return id;
  }

  it('ships nothing when the cart holds hires alone: one handover option at 0 kr, and the order owes only the rent', async () => {
    const checkout = checkoutClient(suite);
    const cartId = await cartWithHire(checkout, 0, []);
    const cart = await checkout.cart.get(cartId);
    expect(cart.summary.shipping.feeIncVat).toBe(0);

    const state = await checkout.update(cartId, { billingAddress: { zip: '111 22' } });
    expect(state.shippingOptions.map((o) => [o.name, o.feeIncVat])).toEqual([['HIRE_HANDOVER', 0]]);
    expect(state.shippingOptions[0]?.displayName).toBe('Inget att frakta: hyran lämnas ut som bokad');

    const placed = await checkout.place(cartId, PERSON_BUYER);
    const [order] = await suite
      .db()
      .select()
      .from(orders)
      .where(eq(orders.publicId, placed.publicId as string));
    expect(order?.shippingFeeIncVat).toBe(0);
    expect(order?.totalIncVat).toBe(cart.summary.total.sellingPriceIncVat * 100);
  });

  it('ships the goods sold beside a hire by their own weight, never as freight for the machine', async () => {
    const checkout = checkoutClient(suite);
    const sold = await checkout.cart.skuWithStock(5);
    await checkout.setWeight(sold.productId, 3);
    const withHire = await cartWithHire(checkout, 1, [sold.id]);
    const alone = await checkout.cartWith(sold.id);
    const kinds = async (cartId: string) =>
      (await checkout.update(cartId, { billingAddress: { zip: '111 22' } })).shippingOptions.map(
        (o) => o.name,
      );

    expect(await kinds(withHire)).toEqual(await kinds(alone));
    expect(await kinds(withHire)).not.toContain('FREIGHT');
    expect((await checkout.cart.get(withHire)).summary.shipping).not.toMatchObject({ freight: true });
  });
});
