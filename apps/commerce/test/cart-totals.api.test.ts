import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignProducts, carts, discountCampaigns, skus } from '#src/db/schema.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { cartClient, minor } from './cart-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const cart = cartClient(suite);
const sek = (minorUnits: number, locale = 'sv-SE') => formatMoney(minorUnits, 'SEK', locale);

describe('totals', () => {
  it('adds lines up with VAT per line, charges shipping up to 499 kr and none above it', async () => {
    const { id } = await cart.newCart();
    const a = await cart.skuWithStock(10);
    const b = await cart.skuWithStock(10);
    await cart.setPrice(a.productId, 29_900);
    await cart.setPrice(b.productId, 14_950);
    await cart.add(id, a.id, 1);
    const below = await cart.add(id, b.id, 1);
    expect(below.summary.subTotal).toMatchObject({
      sellingPriceIncVat: 448.5,
      sellingPriceExVat: 358.8,
      vat: 89.7,
      sellingPriceIncVatFormatted: sek(44_850),
    });
    expect(below.summary.shipping).toMatchObject({
      feeIncVat: 69,
      feeExVat: 55.2,
      feeIncVatFormatted: sek(6_900),
      isDefault: true,
      // Free above 499 kr: 499,01 kr is the least that ships free.
      amountLeftToFreeShipping: 50.51,
      amountLeftToFreeShippingFormatted: sek(5_051),
      displayName: 'Standardfrakt',
    });
    expect(below.summary.total).toMatchObject({
      sellingPriceIncVat: 517.5,
      sellingPriceExVat: 414,
      vat: 103.5,
    });
    expect(below.summary.vats).toEqual([{ rate: 25, ratePercentage: 25, amount: 103.5 }]);
    // The fee is read as summary.shipping.shippingFeeIncVat too (spec section 3), and as the platform's summary.fees.
    expect(below.summary.shipping.shippingFeeIncVat).toBe(69);
    expect(below.summary.fees.shippingFeeIncVat).toBe(69);
    expect(below.freeShipping).toBe(false);

    const free = await cart.add(id, b.id, 1, { languageId: 'en-GB' });
    expect(free.summary.shipping).toMatchObject({
      feeIncVat: 0,
      shippingFeeIncVat: 0,
      amountLeftToFreeShipping: 0,
      displayName: 'Standard shipping',
    });
    expect(free.freeShipping).toBe(true);
    expect(free.summary.total.sellingPriceIncVat).toBe(598);
    expect(free.summary.total.sellingPriceIncVatFormatted).toBe(sek(59_800, 'en-GB'));
  });

  it("takes each market's threshold and fee from the typed config, in its currency", async () => {
    const { id } = await cart.newCart('dk', 'da-DK');
    const sku = await cart.skuWithStock(5);
    await cart.setPrice(sku.productId, 30_000, 2);
    const dk = await cart.add(id, sku.id, 1);
    expect(dk.summary.shipping).toMatchObject({ feeIncVat: 49, amountLeftToFreeShipping: 49.01 });
    expect(dk.summary.total).toMatchObject({ sellingPriceIncVat: 349, currency: { code: 'DKK' } });
    expect(dk.summary.shipping.displayName).toBe('Standardfragt');
  });

  it('rounds VAT per line from the inc-VAT amount, not per unit', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(10);
    await cart.setPrice(sku.productId, 999);
    const three = await cart.add(id, sku.id, 3);
    expect(three.items[0]?.unitPrice.sellingPriceExVat).toBe(7.99);
    // 3 × 7.99 would be 23.97; the line's 29.97 kr at 25 % is 23.98 ex VAT.
    expect(three.items[0]?.totalPrice).toMatchObject({
      sellingPriceIncVat: 29.97,
      sellingPriceExVat: 23.98,
      vat: 5.99,
    });
    expect(three.summary.subTotal.vat).toBe(5.99);
  });

  it('uses the fee the checkout chose only when the request allows an external fee', async () => {
    const { id } = await cart.newCart();
    const sku = await cart.skuWithStock(5);
    await cart.setPrice(sku.productId, 10_000);
    await cart.add(id, sku.id, 1);
    await suite.db().update(carts).set({ externalShippingFeeIncVat: 12_500 }).where(eq(carts.id, id));
    const checkout = await cart.get(id, { allowExternalShippingFee: true });
    expect(checkout.summary.shipping).toMatchObject({
      feeIncVat: 125,
      shippingFeeIncVat: 125,
      feeExVat: 100,
      isDefault: false,
    });
    expect(checkout.summary.fees.shippingFeeIncVat).toBe(125);
    expect(checkout.summary.total.sellingPriceIncVat).toBe(225);
    expect((await cart.get(id)).summary.shipping).toMatchObject({ feeIncVat: 69, isDefault: true });
  });
});

describe('campaigns', () => {
  it('prices a product of a running price campaign at its campaign price and names the campaign', async () => {
    const now = new Date();
    const [row] = await suite
      .db()
      .select({ productId: campaignProducts.productId, name: discountCampaigns.name })
      .from(campaignProducts)
      .innerJoin(discountCampaigns, eq(discountCampaigns.id, campaignProducts.campaignId))
      .where(
        and(
          lte(discountCampaigns.startsAt, now),
          or(isNull(discountCampaigns.endsAt), gt(discountCampaigns.endsAt, now)),
          sql`(select count(*) from skus s where s.product_id = ${campaignProducts.productId}) = 1`,
        ),
      )
      .limit(1);
    const productId = row?.productId as number;
    const [sku] = await suite
      .db()
      .update(skus)
      .set({ inStock: 10 })
      .where(eq(skus.productId, productId))
      .returning();
    await cart.setPrice(productId, 80_000, 1, 100_000);
    await cart.makeLight(productId);
    const { id } = await cart.newCart();
    const priced = await cart.add(id, sku?.id as number, 2);
    const item = priced.items[0];
    expect(item?.unitPrice).toMatchObject({
      sellingPriceIncVat: 800,
      regularPriceIncVat: 1000,
      isDiscounted: true,
    });
    expect(item?.totalPrice).toMatchObject({ sellingPriceIncVat: 1600, regularPriceIncVat: 2000 });
    expect(item?.campaign.appliedCampaigns.map((c) => c.name)).toContain(row?.name.sv);
    expect(item?.campaign.prices).toEqual([]);
    expect(priced.summary.total).toMatchObject({
      isDiscounted: true,
      discountIncVat: 400,
      sellingPriceIncVat: 1600,
    });
  });

  it('gives every third spark plug away (3 for 2), showing the line by price', async () => {
    const [sku] = await suite
      .db()
      .select({ id: skus.id, productId: skus.productId })
      .from(skus)
      .where(
        sql`${skus.productId} in (select p.id from products p join categories c on c.id = p.primary_category_id where c.alias = 'tandstift')`,
      )
      .limit(1);
    await suite
      .db()
      .update(skus)
      .set({ inStock: 20, oversellable: 0, static: 0 })
      .where(eq(skus.id, sku?.id as number));
    await cart.setPrice(sku?.productId as number, 10_000);
    const { id } = await cart.newCart();
    const two = await cart.add(id, sku?.id as number, 2);
    expect(two.items[0]?.campaign.prices).toEqual([]);
    expect(two.items[0]?.campaign.appliedCampaigns).toEqual([]);
    const three = await cart.add(id, sku?.id as number, 2);
    const item = three.items[0];
    expect(item?.quantity).toBe(4);
    expect(item?.totalPrice).toMatchObject({ sellingPriceIncVat: 300, regularPriceIncVat: 400 });
    expect(item?.campaign.appliedCampaigns).toEqual([
      { alias: '3-for-2-tandstift', name: '3 för 2 på tändstift', hideTitle: false },
    ]);
    expect(item?.campaign.prices).toEqual([
      { quantity: 3, discount: 0, discountPercentage: 0, price: { sellingPriceIncVat: 100 } },
      { quantity: 1, discount: 100, discountPercentage: 100, price: { sellingPriceIncVat: 0 } },
    ]);
    expect(three.summary.subTotal).toMatchObject({ sellingPriceIncVat: 300, regularPriceIncVat: 400 });
    expect(three.summary.total.discountIncVat).toBe(100);
  });

  it('takes 5 % off a cart of 10 items or more and names the campaign for the cart', async () => {
    const { id } = await cart.newCart('se', 'en-GB');
    const sku = await cart.skuWithStock(30);
    await cart.setPrice(sku.productId, 10_000);
    const nine = await cart.add(id, sku.id, 9);
    expect(nine.appliedCampaigns).toEqual([]);
    const ten = await cart.add(id, sku.id, 1, { languageId: 'en-GB' });
    expect(ten.appliedCampaigns).toEqual([
      { alias: 'storkop-10-varor', name: '5% off when you buy 10 items or more', hideTitle: false },
    ]);
    expect(ten.summary.subTotal.sellingPriceIncVat).toBe(1000);
    expect(ten.summary.total).toMatchObject({ sellingPriceIncVat: 950, discountIncVat: 50, vat: 190 });
    expect(minor(ten.summary.total.sellingPriceExVat)).toBe(76_000);
  });
});
