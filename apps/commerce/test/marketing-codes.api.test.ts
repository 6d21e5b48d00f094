import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, cartCampaigns, giftCards, orders, products } from '#src/db/schema.ts';
import { CART_DOCUMENTS, type Cart } from './cart-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { MARKETING_DESK as M, marketingMember, offerInput, promoInput } from './marketing-desk-client.ts';
import { personnummerOf } from './personnummer.ts';
import { useTestApi } from './suite.ts';

// The marketing desk's promo codes and gift cards, as the cart and the order meet them (ADR 77).
const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;
const db = () => suite.db();
const desk = async () => marketingMember(() => suite.api().url, db);

describe('promo codes with limits', () => {
  /** `n` carts of one cheap SKU, each holding the code. */
  async function cartsWithCode(code: string, n: number) {
    const sku = await cart.skuWithStock(100);
    await cart.setPrice(sku.productId, 10_000);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = await checkout.cartWith(sku.id, 1);
      await cart.ok(CART_DOCUMENTS.promo, { id, promoCode: code });
      ids.push(id);
    }
    return ids;
  }
  const placeAll = (cartIds: string[], buyerOf: (i: number) => Record<string, unknown>) =>
    Promise.all(
      cartIds.map(async (cartId, i) => {
        const { body } = await suite
          .api()
          .graphql<{ placeOrder: PlaceOrderAnswer }>(CHECKOUT_DOCUMENTS.place, {
            cartId,
            checkout: buyerOf(i),
          });
        expect(body.errors).toBeUndefined();
        return body.data?.placeOrder.status;
      }),
    );
  const buyer = (i: number) => ({
    ...PERSON_BUYER,
    email: `promo-buyer-${i}@example.se`,
    identityNumber: personnummerOf(500 + i, { century: true }),
  });

  it('lets one customer use a code once however many orders they place at once', async () => {
    const { call } = await desk();
    await call(M.createPromoCode, {
      code: 'ENGANG',
      input: promoInput({ maxUsesPerCustomer: 1, maxUses: 10 }),
    });
    const statuses = await placeAll(await cartsWithCode('ENGANG', 6), () => buyer(1));
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'PROMO_CODE_CUSTOMER_LIMIT')).toHaveLength(5);
    // Another customer may still use it.
    expect(await placeAll(await cartsWithCode('ENGANG', 1), () => buyer(2))).toEqual(['OK']);
    expect((await call(M.promoCode, { code: 'engang' })).marketingPromoCode).toMatchObject({
      uses: 2,
      customers: 2,
      state: 'ACTIVE',
    });
  }, 300_000);

  it('gives a code no more uses than its limit across customers at once, then it is invalid in a cart', async () => {
    const { call } = await desk();
    await call(M.createPromoCode, { code: 'TVA-GANGER', input: promoInput({ maxUses: 2 }) });
    const cartIds = await cartsWithCode('TVA-GANGER', 5);
    const statuses = await placeAll(cartIds, (i) => buyer(10 + i));
    // Two orders get the discount. An order priced while a use was left is refused if the code was
    // used up when it came to be written; one priced after finds the code invalid and gets no discount.
    const placed = await db()
      .select({ state: orders.promoState })
      .from(orders)
      .where(and(eq(orders.promoCode, 'TVA-GANGER'), inArray(orders.cartId, cartIds)));
    expect(placed.filter((o) => o.state === 'ACTIVATED')).toHaveLength(2);
    expect(placed.filter((o) => o.state !== 'ACTIVATED').every((o) => o.state === 'INVALID')).toBe(true);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(placed.length);
    expect(statuses.filter((s) => s !== 'OK').every((s) => s === 'PROMO_CODE_USED_UP')).toBe(true);
    expect((await call(M.promoCode, { code: 'TVA-GANGER' })).marketingPromoCode).toMatchObject({
      uses: 2,
      state: 'USED_UP',
    });
    const { id } = await cart.newCart();
    const refused = await cart.refused(CART_DOCUMENTS.promo, { id, promoCode: 'TVA-GANGER' });
    expect(refused.extensions.code).toBe('BAD_USER_INPUT');
    // Raised, it is activated again.
    const raised = await call(M.updatePromoCode, { code: 'TVA-GANGER', input: promoInput({ maxUses: 3 }) });
    expect(raised.updatePromoCode.promoCode).toMatchObject({ state: 'ACTIVE', maxUses: 3 });
    expect((await cart.ok(CART_DOCUMENTS.promo, { id, promoCode: 'tva-ganger' })).promoCode).toBe(
      'TVA-GANGER',
    );
  }, 300_000);
});

describe('a promo code used up while an order is written', () => {
  it('refuses the order that would take a use beyond the limit, changing nothing', async () => {
    const { call } = await desk();
    await call(M.createPromoCode, { code: 'SISTA-GANGEN', input: promoInput({ maxUses: 1 }) });
    const sku = await cart.skuWithStock(10);
    await cart.setPrice(sku.productId, 10_000);
    const [first, second] = [await checkout.cartWith(sku.id, 1), await checkout.cartWith(sku.id, 1)];
    for (const id of [first, second]) await cart.ok(CART_DOCUMENTS.promo, { id, promoCode: 'SISTA-GANGEN' });
    expect((await checkout.place(first as string)).status).toBe('OK');
    // The first order's use given back (cancelled) while the second is priced, and taken again by the
    // time the second is written: as when another order takes the last use between the two.
    const [taken] = await checkout.ordersOfCart(first as string);
    await db()
      .update(orders)
      .set({ stage: 'cancelled' })
      .where(eq(orders.id, taken?.id as number));
    await db().execute(`create function marketing_test_take_use() returns trigger language plpgsql as $$
      begin update orders set stage = 'placed' where id = ${taken?.id}; return new; end $$`);
    await db().execute(`create trigger marketing_test_take_use before insert on orders
      for each row execute function marketing_test_take_use()`);
    try {
      const before = await checkout.fingerprint();
      expect(
        await checkout.place(second as string, { ...PERSON_BUYER, email: 'another@example.se' }),
      ).toMatchObject({
        status: 'PROMO_CODE_USED_UP',
        orderId: null,
      });
      expect(await checkout.fingerprint()).toEqual(before);
    } finally {
      await db().execute('drop trigger marketing_test_take_use on orders');
      await db().execute('drop function marketing_test_take_use');
      await db()
        .update(orders)
        .set({ stage: 'placed' })
        .where(eq(orders.id, taken?.id as number));
    }
  });
});

describe('gift cards', () => {
  it('issues a card whose code is shown once, finds it by code with its uses, and voids it', async () => {
    const { call, member } = await desk();
    const issued = (await call(M.issueGiftCard, { currency: 'sek', amount: 500, note: 'Vinst i tävling' }))
      .issueGiftCard;
    expect(issued.refusal).toBeNull();
    expect(issued.code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    expect(issued.giftCard).toMatchObject({
      maskedCode: `${'•'.repeat(12)}${issued.code.slice(-4)}`,
      currency: 'SEK',
      balance: 500,
      initialBalance: 500,
      issuedBy: member.email,
      state: 'ACTIVE',
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityType, 'giftCard'));
    expect(JSON.stringify(audit)).not.toContain(issued.code);

    // A shopper pays part of an order with it.
    const sku = await cart.skuWithStock(5);
    await cart.setPrice(sku.productId, 20_000);
    const cartId = await checkout.cartWith(sku.id, 1);
    await cart.ok(CART_DOCUMENTS.giftCard, { id: cartId, giftCardCode: issued.code.toLowerCase() });
    expect((await checkout.place(cartId)).status).toBe('OK');
    const found = (await call(M.giftCard, { code: issued.code })).marketingGiftCard;
    expect(found.balance).toBeLessThan(500);
    expect(found.uses).toHaveLength(1);
    expect(found.uses[0].drawn + found.balance).toBe(500);

    // Voided, it pays for nothing: a cart holding it and a shopper typing it are refused.
    const cartHolding = await checkout.cartWith(sku.id, 1);
    const holding = await cart.ok(CART_DOCUMENTS.giftCard, { id: cartHolding, giftCardCode: issued.code });
    expect(holding.summary.balance.pending).toBeGreaterThan(0);
    expect((await call(M.voidGiftCard, { id: found.id, reason: '' })).voidGiftCard.refusal).toBe(
      'REASON_REQUIRED',
    );
    const voided = (await call(M.voidGiftCard, { id: found.id, reason: 'Stulet kort' })).voidGiftCard;
    expect(voided.giftCard).toMatchObject({
      state: 'VOIDED',
      voidReason: 'Stulet kort',
      voidedBy: member.email,
    });
    expect((await call(M.voidGiftCard, { id: found.id, reason: 'igen' })).voidGiftCard.refusal).toBe(
      'ALREADY_VOIDED',
    );
    expect(((await cart.get(cartHolding)) as Cart).summary.balance.pending).toBe(0);
    const { id } = await cart.newCart();
    expect(
      (await cart.refused(CART_DOCUMENTS.giftCard, { id, giftCardCode: issued.code })).extensions.code,
    ).toBe('BAD_USER_INPUT');
    const placed = await checkout.place(cartHolding);
    expect(placed.status).toBe('OK');
    const [order] = await checkout.ordersOfCart(cartHolding);
    expect(order?.fromBalanceIncVat).toBe(0);
    expect((await call(M.giftCard, { code: issued.code })).marketingGiftCard.balance).toBe(found.balance);
  });

  it('refuses the order when the card is voided after the cart was priced, drawing nothing', async () => {
    const { call } = await desk();
    const issued = (await call(M.issueGiftCard, { currency: 'SEK', amount: 100 })).issueGiftCard;
    const sku = await cart.skuWithStock(5);
    await cart.setPrice(sku.productId, 50_000);
    const id = await checkout.cartWith(sku.id, 1);
    await cart.ok(CART_DOCUMENTS.giftCard, { id, giftCardCode: issued.code });
    // Voided inside the order's own transaction, before the draw, as a member would between pricing and placing.
    await db().execute(`create function marketing_test_void_card() returns trigger language plpgsql as $$
      begin update gift_cards set voided_at = now(), void_reason = 'test' where id = ${issued.giftCard.id}; return null; end $$`);
    await db().execute(`create trigger marketing_test_void_card before insert on order_lines
      for each statement execute function marketing_test_void_card()`);
    try {
      const before = await checkout.fingerprint();
      expect((await checkout.place(id)).status).toBe('GIFT_CARD_CHANGED');
      expect(await checkout.fingerprint()).toEqual(before);
    } finally {
      await db().execute('drop trigger marketing_test_void_card on order_lines');
      await db().execute('drop function marketing_test_void_card');
    }
    const [card] = await db().select().from(giftCards).where(eq(giftCards.id, issued.giftCard.id));
    expect(card).toMatchObject({ balance: 10_000, voidedAt: null });
  });
});

describe('cart offers', () => {
  it('gives every third unit of a category away as the seeded 3 for 2 does, until ended', async () => {
    const { call } = await desk();
    const sku = await cart.skuWithStock(20);
    await cart.setPrice(sku.productId, 10_000);
    const [product] = await db()
      .select({ categoryId: products.primaryCategoryId })
      .from(products)
      .where(eq(products.id, sku.productId));
    const offer = (
      await call(M.createCartOffer, {
        alias: 'desk-3-for-2',
        input: offerInput({ categoryId: product?.categoryId }),
      })
    ).createCartOffer;
    expect(offer).toMatchObject({ refusal: null, cartOffer: { kind: 'QUANTITY_PRICE', state: 'RUNNING' } });
    const { id } = await cart.newCart();
    const item = (await cart.add(id, sku.id, 4)).items[0];
    // As cart-totals.api.test.ts expects of the seeded 3 for 2 on spark plugs.
    expect(item?.totalPrice).toMatchObject({ sellingPriceIncVat: 300, regularPriceIncVat: 400 });
    expect(item?.campaign.appliedCampaigns.map((c) => c.alias)).toEqual(['desk-3-for-2']);
    expect(item?.campaign.prices).toEqual([
      { quantity: 3, discount: 0, discountPercentage: 0, price: { sellingPriceIncVat: 100 } },
      { quantity: 1, discount: 100, discountPercentage: 100, price: { sellingPriceIncVat: 0 } },
    ]);
    expect((await call(M.endCartOffer, { id: offer.cartOffer.id })).endCartOffer.cartOffer.state).toBe(
      'ENDED',
    );
    expect((await cart.get(id)).items[0]?.totalPrice.sellingPriceIncVat).toBe(400);
  });

  it('refuses an offer that gives nothing sensible, changing nothing', async () => {
    const { call } = await desk();
    const [before] = await db().select({ n: count() }).from(cartCampaigns);
    const refusal = async (input: Record<string, unknown>) =>
      (await call(M.createCartOffer, { alias: 'desk-bad-offer', input: offerInput(input) })).createCartOffer
        .refusal;
    expect(await refusal({ buyQuantity: 2, payQuantity: 2 })).toBe('BAD_QUANTITIES');
    expect(await refusal({ categoryId: null })).toBe('TARGET_REQUIRED');
    expect(await refusal({ kind: 'CART_DISCOUNT', categoryId: null, percentage: 5, minItems: 0 })).toBe(
      'BAD_QUANTITIES',
    );
    expect(await refusal({ kind: 'CART_DISCOUNT', categoryId: null, percentage: 100, minItems: 3 })).toBe(
      'BAD_PERCENTAGE',
    );
    const [after] = await db().select({ n: count() }).from(cartCampaigns);
    expect(after?.n).toBe(before?.n);
  });
});
