import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, skus } from '#src/db/schema.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { CART_DOCUMENTS, cartClient } from './cart-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const cart = cartClient(suite);

/** A new cart holding `units` of a product priced `priceIncVat` öre in se. */
async function cartWorth(priceIncVat: number, units = 1, where = sql`true`) {
  const { id } = await cart.newCart();
  const sku = await cart.skuWithStock(50, where);
  await cart.setPrice(sku.productId, priceIncVat);
  await cart.add(id, sku.id, units);
  return { id, sku };
}

const nordgrav = sql`${skus.productId} in (select p.id from products p join brands b on b.id = p.brand_id where b.alias = 'nordgrav')`;

const setPromo = (id: string, promoCode: string, more: Record<string, unknown> = {}) =>
  cart.ok(CART_DOCUMENTS.promo, { id, promoCode, ...more });
const refusePromo = (id: string, promoCode: string) => cart.refused(CART_DOCUMENTS.promo, { id, promoCode });

describe('promo codes: the four states of spec section 4', () => {
  it('activates a running code typed in any case, and names it among the cart campaigns', async () => {
    const { id } = await cartWorth(100_000);
    const activated = await setPromo(id, '  valkommen10 ');
    expect(activated.promoCode).toBe('VALKOMMEN10');
    expect(activated.promoCodeState).toBe('ACTIVATED');
    expect(activated.appliedCampaigns).toEqual([
      { alias: 'valkommen10', name: 'Välkomstrabatt 10 %', hideTitle: false },
    ]);
    expect(activated.summary.total).toMatchObject({ sellingPriceIncVat: 900, discountIncVat: 100 });
  });

  it('refuses an unknown or ended code as invalid, and the cart keeps what it had', async () => {
    const { id } = await cartWorth(100_000);
    await setPromo(id, 'FRIFRAKT');
    const before = await cart.stored(id);
    for (const code of ['NOSUCHCODE', 'VARREA']) {
      const refusal = await refusePromo(id, code);
      expect(refusal.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'promoCode',
        problems: ['INVALID_PROMO_CODE'],
      });
    }
    expect(await cart.stored(id)).toEqual(before);
  });

  it('refuses a code whose requirements the cart does not meet with RequirementsNotMet and what is missing', async () => {
    const { id } = await cartWorth(50_000, 1, sql`not ${nordgrav}`);
    const minimum = await refusePromo(id, 'SPARA200');
    expect(minimum.extensions).toEqual({
      code: 'RequirementsNotMet',
      field: 'promoCode',
      problems: ['RequirementsNotMet'],
      requirement: 'MINIMUM_ORDER',
      minimumOrder: 1000,
      minimumOrderFormatted: formatMoney(100_000, 'SEK', 'sv-SE'),
    });
    const brand = await refusePromo(id, 'NORDGRAV5');
    expect(brand.extensions).toMatchObject({
      code: 'RequirementsNotMet',
      requirement: 'BRAND',
      brand: 'Nordgrav',
    });
    expect((await cart.get(id)).promoCode).toBeNull();
  });

  it('meets a brand condition with a product of the brand in the cart', async () => {
    const { id } = await cartWorth(20_000, 1, nordgrav);
    const activated = await setPromo(id, 'NORDGRAV5');
    expect(activated.items[0]?.product.brand.name).toBe('Nordgrav');
    expect(activated.promoCodeState).toBe('ACTIVATED');
    expect(activated.summary.total.discountIncVat).toBe(10);
  });

  it('keeps a code whose requirements stop being met, giving nothing until they are met again', async () => {
    const { id, sku } = await cartWorth(60_000, 2);
    const activated = await setPromo(id, 'SPARA200');
    expect(activated.summary).toMatchObject({
      fixedAmountDiscountIncVat: 200,
      fixedAmountDiscountExVat: 160,
    });
    expect(activated.fixedDiscount).toBe(200);
    expect(activated.summary.total.sellingPriceIncVat).toBe(1000);
    const below = await cart.update(id, sku.id, 1);
    expect(below.promoCode).toBe('SPARA200');
    expect(below.promoCodeState).toBe('REQUIREMENTS_NOT_MET');
    expect(below.summary.fixedAmountDiscountIncVat).toBe(0);
    expect(below.appliedCampaigns).toEqual([]);
    expect((await cart.update(id, sku.id, 2)).promoCodeState).toBe('ACTIVATED');
  });

  it('removes the code with an empty one', async () => {
    const { id } = await cartWorth(100_000);
    await setPromo(id, 'VALKOMMEN10');
    const removed = await setPromo(id, '');
    expect(removed.promoCode).toBeNull();
    expect(removed.promoCodeState).toBe('NONE');
    expect(removed.summary.total.sellingPriceIncVat).toBe(1000);
  });

  it('waives shipping with a free-shipping code', async () => {
    const { id } = await cartWorth(10_000);
    const free = await setPromo(id, 'FRIFRAKT');
    expect(free.freeShipping).toBe(true);
    expect(free.summary.shipping).toMatchObject({ feeIncVat: 0, amountLeftToFreeShipping: 0 });
    expect(free.summary.total.sellingPriceIncVat).toBe(100);
  });

  it('refuses a code of 10 kB or with control characters at the door', async () => {
    const { id } = await cartWorth(10_000);
    for (const code of ['X'.repeat(10_240), 'VALKOMMEN10\u0000', 'A\nB']) {
      const refusal = await refusePromo(id, code);
      expect(refusal.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: ['INVALID_PROMO_CODE'] });
    }
  });
});

describe('gift cards', () => {
  const setCard = (id: string, giftCardCode: string) =>
    cart.ok(CART_DOCUMENTS.giftCard, { id, giftCardCode });
  const cardBalance = async (code: string) =>
    (
      await suite.db().select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.code, code))
    )[0]?.balance;

  it('pays part of a cart, the total and its VAT being what is left to pay', async () => {
    const { id } = await cartWorth(100_000);
    const paid = await setCard(id, 'presentkort-500');
    expect(paid.giftCardCode).toBe('•••••••••••-500');
    expect(paid.summary.balance).toMatchObject({
      pending: 500,
      remaining: 0,
      totalSellingPriceExBalanceIncVat: 1000,
      totalSellingPriceExBalanceExVat: 800,
      pendingFormatted: formatMoney(50_000, 'SEK', 'sv-SE'),
    });
    expect(paid.summary.total).toMatchObject({ sellingPriceIncVat: 500, sellingPriceExVat: 400, vat: 100 });
    expect(await cardBalance('PRESENTKORT-500')).toBe(50_000);
  });

  it('pays all of a cart, never more than its total, and the rest stays on the card', async () => {
    const { id } = await cartWorth(30_000);
    const paid = await setCard(id, 'PRESENTKORT-500');
    expect(paid.summary.balance).toMatchObject({
      pending: 369,
      remaining: 131,
      totalSellingPriceExBalanceIncVat: 369,
    });
    expect(paid.summary.total).toMatchObject({ sellingPriceIncVat: 0, sellingPriceExVat: 0, vat: 0 });
    const removed = await setCard(id, '');
    expect(removed.giftCardCode).toBeNull();
    expect(removed.summary.balance.pending).toBe(0);
    expect(removed.summary.total.sellingPriceIncVat).toBe(369);
  });

  it('refuses an unknown card, an empty one and one of another currency, changing nothing', async () => {
    const { id } = await cartWorth(30_000);
    await suite.db().insert(giftCards).values({ code: 'TOMT-KORT', currencyCode: 'SEK', balance: 0 });
    const before = await cart.stored(id);
    const refusals = await Promise.all(
      ['NO-SUCH-CARD', 'TOMT-KORT', 'LAHJAKORTTI-50'].map((giftCardCode) =>
        cart.refused(CART_DOCUMENTS.giftCard, { id, giftCardCode }),
      ),
    );
    expect(refusals.map((r) => r.extensions.code)).toEqual([
      'BAD_USER_INPUT',
      'GIFT_CARD_EMPTY',
      'GIFT_CARD_CURRENCY',
    ]);
    expect(refusals[0]?.extensions.problems).toEqual(['INVALID_GIFT_CARD_CODE']);
    expect(await cart.stored(id)).toEqual(before);
  });

  it('pays nothing in a market of another currency, and again once the cart is back', async () => {
    const { id } = await cartWorth(30_000);
    await setCard(id, 'PRESENTKORT-500');
    const inFinland = await cart.get(id, { marketId: 'fi' });
    expect(inFinland.summary.balance.pending).toBe(0);
    expect(inFinland.giftCardCode).not.toBeNull();
    expect((await cart.get(id, { marketId: 'se' })).summary.balance.pending).toBe(369);
  });
});
