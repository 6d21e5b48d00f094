import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, checkouts, invoiceCustomers } from '#src/db/schema.ts';
import { marketSeeds } from '#src/seed/reference-data.ts';
import { minor } from './cart-client.ts';
import { CHECKOUT_DOCUMENTS, checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;

/** A cart holding `quantity` of a product priced `priceIncVat` (minor units) weighing `kilograms`. */
async function cartOf(priceIncVat: number, kilograms: number | null, quantity = 1, marketId = 'se') {
  const sku = await cart.skuWithStock(50);
  // The price is set in the cart's own market: a random product's seeded price elsewhere could be anything.
  await cart.setPrice(sku.productId, priceIncVat, marketSeeds.findIndex((m) => m.alias === marketId) + 1);
  await checkout.setWeight(sku.productId, kilograms);
  return { id: await checkout.cartWith(sku.id, quantity, marketId), sku };
}

const optionNames = (answer: { shippingOptions: { name: string }[] }) =>
  answer.shippingOptions.map((o) => o.name);

describe('the checkout of a cart', () => {
  it('offers no shipping before a zip of the market, and the standard fee in the cart meanwhile', async () => {
    const { id } = await cartOf(10_000, 5);
    const first = await checkout.update(id, {});
    expect(first.shippingOptions).toEqual([]);
    expect(first.shippingData).toBeNull();
    expect(first.cart.summary.shipping).toMatchObject({ feeIncVat: 69, isDefault: true });
    expect((await checkout.update(id, { billingAddress: { zip: '2100' } })).shippingOptions).toEqual([]);
    expect(first.paymentOptions).toEqual([
      expect.objectContaining({ id: 1, name: 'invoice', paymentType: 'STANDARD', isSelected: true }),
    ]);
    expect(first.consents).toEqual([{ type: 'ORDER', name: 'Jag godkänner köpvillkoren', checked: false }]);
    expect(first.checkoutStatus).toBe('OK');
  });

  it('offers parcels for a light cart: home delivery, the pickup points nearest the zip and the Stockholm store', async () => {
    const { id } = await cartOf(10_000, 5);
    const answer = await checkout.update(id, { billingAddress: { zip: '118 65' } });
    expect(optionNames(answer)).toEqual(['HOME_DELIVERY', 'PICKUP_POINT', 'STORE_PICKUP']);
    const [home, pickup, store] = answer.shippingOptions;
    expect(home).toMatchObject({
      id: 1,
      feeIncVat: 69,
      feeExVat: 55.2,
      isSelected: true,
      displayName: 'Hemleverans',
    });
    expect(pickup).toMatchObject({ id: 2, feeIncVat: 49, isSelected: false });
    expect(store).toMatchObject({ id: 3, feeIncVat: 0 });
    // 118 65 is nearest Hornstull (118 60), then the city (111 22), then Solna (171 65).
    expect(pickup?.subOptions.map((p) => p.externalId)).toEqual(['SE-11860-2', 'SE-11122-1', 'SE-17165-3']);
    const data = JSON.parse(answer.shippingData as string);
    expect(data).toMatchObject({ zip: '118 65', countryCode: 'SE', currency: 'SEK' });
    expect(data.options[1].places[0]).toMatchObject({ id: 'SE-11860-2', city: 'Stockholm', selected: false });
    expect(answer.cart.summary.shipping).toMatchObject({ feeIncVat: 69, isDefault: true });
  });

  it("prices the cart with the chosen option's fee, remembers the pickup point and keeps the cart's fee for getCart", async () => {
    const { id } = await cartOf(10_000, 5);
    const answer = await checkout.update(id, {
      billingAddress: { zip: '11122' },
      shippingId: 2,
      pickupPoint: 'SE-17165-3',
    });
    expect(answer.shippingOptions.find((o) => o.isSelected)?.id).toBe(2);
    expect(answer.pickupPoint).toBe('SE-17165-3');
    expect(answer.cart.summary.shipping).toMatchObject({ feeIncVat: 49, isDefault: false });
    expect(answer.cart.summary.total.sellingPriceIncVat).toBe(149);
    const [stored] = await suite.db().select().from(carts).where(eq(carts.id, id));
    expect(stored?.externalShippingFeeIncVat).toBe(4_900);
    const read = await cart.get(id, { allowExternalShippingFee: true });
    expect(read.summary.shipping.feeIncVat).toBe(49);
    // A pickup point no longer near the zip falls back to the nearest one.
    const moved = await checkout.update(id, { billingAddress: { zip: '90326' } });
    expect(moved.pickupPoint).toBe('SE-90326-8');
  });

  it('ships parcels free above 499 kr, as the cart does, but never freight, which the cart already charges', async () => {
    const at = await cartOf(49_900, 5);
    const charged = await checkout.update(at.id, { billingAddress: { zip: '11122' } });
    expect(charged.shippingOptions.map((o) => o.feeIncVat)).toEqual([69, 49, 0]);
    const above = await cartOf(49_901, 5);
    expect((await cart.get(above.id)).summary.shipping).toMatchObject({
      feeIncVat: 0,
      amountLeftToFreeShipping: 0,
    });
    const free = await checkout.update(above.id, { billingAddress: { zip: '11122' } });
    expect(free.shippingOptions.map((o) => o.feeIncVat)).toEqual([0, 0, 0]);
    const heavy = await cartOf(49_901, 250);
    // 995 kr and 150 kr for each started 100 kg: 250 kg is three. The cart says so before the zip.
    const heavyCart = await cart.get(heavy.id);
    expect(heavyCart.summary.shipping).toMatchObject({
      displayName: 'Fraktleverans (tungt gods)',
      feeIncVat: 1_445,
      amountLeftToFreeShipping: 0,
    });
    expect(heavyCart.freeShipping).toBe(false);
    expect(heavyCart.summary.total.sellingPriceIncVat).toBe(499.01 + 1_445);
    const freight = await checkout.update(heavy.id, { billingAddress: { zip: '11122' } });
    expect(optionNames(freight)).toEqual(['FREIGHT', 'STORE_PICKUP']);
    expect(freight.shippingOptions[0]).toMatchObject({ id: 4, feeIncVat: 1_445, isSelected: true });
    expect(freight.cart.summary.total.sellingPriceIncVat).toBe(499.01 + 1_445);
  });

  it('sends parcels up to 100 kg, to a pickup point up to 30 kg, counting every unit', async () => {
    const { id } = await cartOf(1_000, 20, 2);
    expect(optionNames(await checkout.update(id, { billingAddress: { zip: '41103' } }))).toEqual([
      'HOME_DELIVERY',
      'STORE_PICKUP',
    ]);
    const six = await cartOf(1_000, 20, 6);
    expect(optionNames(await checkout.update(six.id, { billingAddress: { zip: '41103' } }))).toEqual([
      'FREIGHT',
      'STORE_PICKUP',
    ]);
  });

  it('offers the store in Sweden only, in each market its own fees and currency', async () => {
    const { id } = await cartOf(10_000, 5, 1, 'dk');
    const answer = await checkout.update(
      id,
      { billingAddress: { zip: '2100' } },
      { marketId: 'dk', languageId: 'da-DK' },
    );
    expect(optionNames(answer)).toEqual(['HOME_DELIVERY', 'PICKUP_POINT']);
    expect(answer.shippingOptions[1]?.displayName).toBe('Afhent i pakkeshop');
    expect(JSON.parse(answer.shippingData as string).currency).toBe('DKK');
    expect(answer.shippingOptions[1]?.subOptions[0]?.externalId).toBe('DK-2100-11');
  });

  it('asks for an identity number in the Nordic markets, where it can be checked, and not elsewhere', async () => {
    const { id } = await cartOf(10_000, 5);
    expect((await checkout.update(id, {})).identityNumberRequired).toBe(true);
    const { id: euCart } = await cartOf(10_000, 5, 1, 'eu');
    expect((await checkout.update(euCart, {}, { marketId: 'eu' })).identityNumberRequired).toBe(false);
  });

  it('takes the zip of a separate shipping address over the billing one', async () => {
    const { id } = await cartOf(10_000, 5);
    const answer = await checkout.update(id, {
      billingAddress: { zip: '11122' },
      shippingAddress: { firstName: 'Per', zip: '97231' },
    });
    expect(answer.shippingOptions[1]?.subOptions[0]?.externalId).toBe('SE-97231-9');
    expect(answer.shippingAddress).toMatchObject({ firstName: 'Per', zip: '97231', country: 'SE' });
  });

  it('keeps what was chosen between calls: a field left out stays, an empty one is cleared', async () => {
    const { id } = await cartOf(10_000, 5);
    await checkout.update(id, { ...PERSON_BUYER, message: 'Ring före leverans' });
    const again = await checkout.update(id, { message: '', billingAddress: { city: 'Solna' } });
    expect(again).toMatchObject({
      email: PERSON_BUYER.email,
      identityNumber: PERSON_BUYER.identityNumber,
      message: null,
    });
    expect(again.billingAddress).toMatchObject({ firstName: 'Anna', city: 'Solna', zip: '111 22' });
    expect(again.consents[0]?.checked).toBe(true);
    const [row] = await suite.db().select().from(checkouts).where(eq(checkouts.cartId, id));
    expect(row?.acceptedConsents).toEqual(['ORDER']);
  });

  it('tells no customer before placement whether they are blocked: the status is OK for anyone', async () => {
    const { id } = await cartOf(10_000, 5);
    expect((await checkout.update(id, { identityNumber: '8403211231' })).checkoutStatus).toBe('OK');
    expect((await checkout.update(id, { identityNumber: '19900101-1239' })).checkoutStatus).toBe('OK');
  });
});

describe('setCartShippingFee', () => {
  it('chooses the option with that fee, and refuses a fee no option has', async () => {
    const { id } = await cartOf(10_000, 5);
    const before = await checkout.call(CHECKOUT_DOCUMENTS.fee, { cartId: id, shippingFee: 49 });
    expect(before.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: ['SHIPPING_UNAVAILABLE'],
    });
    await checkout.update(id, { billingAddress: { zip: '11122' } });
    const chosen = await checkout.call(CHECKOUT_DOCUMENTS.fee, { cartId: id, shippingFee: 49 });
    expect(chosen.errors).toEqual([]);
    expect(
      (chosen.answer as { shippingOptions: { id: number; isSelected: boolean }[] }).shippingOptions.find(
        (o) => o.isSelected,
      )?.id,
    ).toBe(2);
    const wrong = await checkout.call(CHECKOUT_DOCUMENTS.fee, { cartId: id, shippingFee: 1 });
    expect(wrong.errors[0]?.extensions).toMatchObject({
      problems: ['INVALID_SHIPPING_FEE'],
      fees: [69, 49, 0],
    });
    const [stored] = await suite.db().select().from(carts).where(eq(carts.id, id));
    expect(stored?.externalShippingFeeIncVat).toBe(4_900);
  });
});

describe('validateOrderConditions', () => {
  const conditions = async (cartId: string, email?: string) =>
    (
      await suite.data<{ validateOrderConditions: { isValid: boolean; message: string | null } }>(
        CHECKOUT_DOCUMENTS.conditions,
        { cartId, email },
      )
    ).validateOrderConditions;

  it('says what would stop the order: an empty cart, stock; never a block or the credit left', async () => {
    const { id: empty } = await cart.newCart();
    expect(await conditions(empty)).toEqual({ isValid: false, message: 'CART_EMPTY' });

    const { id, sku } = await cartOf(10_000, 5, 3);
    expect(await conditions(id)).toEqual({ isValid: true, message: null });
    await suite.db().execute(`update skus set in_stock = 2 where id = ${sku.id}`);
    expect(await conditions(id)).toEqual({ isValid: false, message: 'OUT_OF_STOCK' });
    await suite.db().execute(`update skus set in_stock = 20 where id = ${sku.id}`);

    // A blocked person, and a company above its credit limit: only placeOrder says so (ADR 29).
    await checkout.update(id, { identityNumber: '19840321-1231' });
    expect(await conditions(id)).toEqual({ isValid: true, message: null });
    await checkout.update(id, { customerType: 'ORGANIZATION', identityNumber: '556000-0019' });
    await cart.setPrice(sku.productId, 400_000);
    expect(await conditions(id)).toEqual({ isValid: true, message: null });
  });

  it('tells no verdict on a customer named by email in the EU market either', async () => {
    const { id } = await cartOf(10_000, 5, 1, 'eu');
    await suite
      .db()
      .insert(invoiceCustomers)
      .values({ customerKey: 'EMAIL:blocked@example.de', blocked: true });
    expect(await conditions(id, 'Blocked@Example.de')).toEqual({ isValid: true, message: null });
    await checkout.update(id, { email: 'blocked@example.de' }, { marketId: 'eu' });
    expect(await conditions(id)).toEqual({ isValid: true, message: null });
  });
});

describe('amounts', () => {
  it('answer Decimal major units that the formatted fee shows', async () => {
    const { id } = await cartOf(12_345, 5);
    const answer = await checkout.update(id, { billingAddress: { zip: '11122' } });
    expect(minor(answer.cart.summary.total.sellingPriceIncVat)).toBe(12_345 + 6_900);
  });
});
