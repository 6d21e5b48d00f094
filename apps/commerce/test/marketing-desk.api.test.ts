import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  campaignPrices,
  categories,
  discountCampaigns,
  giftCards,
  markets,
  prices,
  products,
  promoCodes,
} from '#src/db/schema.ts';
import { checkoutClient } from './checkout-client.ts';
import { campaignInput, MARKETING_DESK as M, marketingMember, promoInput } from './marketing-desk-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;
const db = () => suite.db();
const base = () => suite.api().url;
const desk = async () => marketingMember(base, db);

const articleOf = async (productId: number) =>
  (await db().select({ a: products.articleNumber }).from(products).where(eq(products.id, productId)))[0]?.a;

/** A product's price row in a market (1 = se). */
const priceOf = async (productId: number, marketId = 1) =>
  (
    await db()
      .select()
      .from(prices)
      .where(and(eq(prices.productId, productId), eq(prices.marketId, marketId)))
  )[0];

/** The shop's list of a category, as the storefront asks for it. */
async function listed(categoryAlias: string, marketId = 'se') {
  const answer = await suite.data<{
    products: {
      products: {
        productId: number;
        discountType: string;
        discountCampaigns: { name: string }[];
        unitPrice: { sellingPriceIncVat: number; regularPriceIncVat: number };
      }[];
    };
  }>(
    `query ($marketId: String, $alias: String) {
      products(marketId: $marketId, languageId: "sv-SE", categoryAlias: $alias, take: 100) {
        products { productId discountType discountCampaigns { name } unitPrice { sellingPriceIncVat regularPriceIncVat } }
      } }`,
    { marketId, alias: categoryAlias },
  );
  return answer.products.products;
}

/** Rows that every refused change must leave as they were. */
const fingerprint = async () => {
  const { rows } = (await db().execute(sql`select
      (select count(*) from ${discountCampaigns})::text as campaigns,
      (select count(*) from campaign_products)::text as members,
      (select count(*) from ${promoCodes})::text as codes,
      (select count(*) from ${giftCards})::text as cards,
      (select count(*) from ${auditLog})::text as audit,
      (select md5(string_agg(concat_ws('|', product_id, market_id, selling_inc_vat), ',' order by product_id, market_id)) from ${prices}) as prices`)) as {
    rows: Record<string, string>[];
  };
  return rows[0];
};

describe('campaigns made at the desk', () => {
  it('prices the cart as a seeded campaign does, shows in the list at once, and puts the price back when ended', async () => {
    const { call } = await desk();
    const sku = await cart.skuWithStock(10);
    await cart.setPrice(sku.productId, 100_000);
    const created = await call(M.createCampaign, {
      alias: 'desk-test-20',
      input: campaignInput({ articleNumbers: [await articleOf(sku.productId)] }),
    });
    expect(created.createCampaign).toMatchObject({
      refusal: null,
      campaign: {
        alias: 'desk-test-20',
        kind: 'PERCENTAGE',
        percentage: 20,
        productCount: 1,
        state: 'RUNNING',
      },
    });
    // As cart-totals.api.test.ts expects of a seeded campaign's product.
    const { id } = await cart.newCart();
    const priced = await cart.add(id, sku.id, 2);
    const item = priced.items[0];
    expect(item?.unitPrice).toMatchObject({
      sellingPriceIncVat: 800,
      regularPriceIncVat: 1000,
      isDiscounted: true,
    });
    expect(item?.totalPrice).toMatchObject({ sellingPriceIncVat: 1600, regularPriceIncVat: 2000 });
    expect(item?.campaign.appliedCampaigns.map((c) => c.name)).toEqual(['Testkampanj']);
    expect(priced.summary.total).toMatchObject({
      isDiscounted: true,
      discountIncVat: 400,
      sellingPriceIncVat: 1600,
    });

    const [category] = await db()
      .select({ alias: categories.alias })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
      .where(eq(products.id, sku.productId));
    const inList = async () =>
      (await listed(category?.alias as string)).find((p) => p.productId === sku.productId);
    // The list shows the price at once, and names the campaign once its index is rebuilt.
    expect((await inList())?.unitPrice).toMatchObject({ sellingPriceIncVat: 800, regularPriceIncVat: 1000 });
    await expect
      .poll(inList, { timeout: 30_000 })
      .toMatchObject({ discountType: 'PRICE_CAMPAIGN', discountCampaigns: [{ name: 'Testkampanj' }] });

    const ended = await call(M.endCampaign, { id: created.createCampaign.campaign.id });
    expect(ended.endCampaign).toMatchObject({ refusal: null, campaign: { state: 'ENDED' } });
    expect(await priceOf(sku.productId)).toMatchObject({ sellingIncVat: 100_000, regularIncVat: 100_000 });
    expect(
      await db().select().from(campaignPrices).where(eq(campaignPrices.productId, sku.productId)),
    ).toEqual([]);
    const back = await cart.get(id);
    expect(back.items[0]?.unitPrice).toMatchObject({ sellingPriceIncVat: 1000, isDiscounted: false });
    expect(back.items[0]?.campaign.appliedCampaigns).toEqual([]);
    expect((await inList())?.unitPrice).toMatchObject({ sellingPriceIncVat: 1000 });
    await expect
      .poll(inList, { timeout: 30_000 })
      .toMatchObject({ discountType: 'NONE', discountCampaigns: [] });
    expect((await call(M.endCampaign, { id: created.createCampaign.campaign.id })).endCampaign.refusal).toBe(
      'ALREADY_ENDED',
    );
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityType, 'campaign'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['campaign.create', 'campaign.end']),
    );
  });

  it('takes an amount off a category in one market only, never below nothing, and names it only there', async () => {
    const { call } = await desk();
    const [leaf] = await db()
      .select({ id: categories.id, alias: categories.alias, n: count() })
      .from(categories)
      .innerJoin(products, eq(products.primaryCategoryId, categories.id))
      .where(
        and(
          sql`not exists (select 1 from categories c where c.parent_id = ${categories.id})`,
          sql`not exists (select 1 from campaign_products cp join products p on p.id = cp.product_id where p.primary_category_id = ${categories.id})`,
          sql`${categories.alias} <> 'tandstift'`,
        ),
      )
      .groupBy(categories.id, categories.alias)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const members = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.primaryCategoryId, leaf?.id as number));
    const before = new Map(await Promise.all(members.map(async (p) => [p.id, await priceOf(p.id)] as const)));
    const dkBefore = await Promise.all(members.map((p) => priceOf(p.id, 2)));
    const answer = await call(M.createCampaign, {
      alias: 'desk-test-amount',
      input: campaignInput({
        kind: 'FIXED_AMOUNT',
        percentage: null,
        amountsOff: [{ currency: 'SEK', amount: 100 }],
        market: 'se',
        categoryId: leaf?.id,
      }),
    });
    expect(answer.createCampaign).toMatchObject({
      refusal: null,
      campaign: { productCount: members.length, market: 'se' },
    });
    for (const { id } of members) {
      const was = before.get(id);
      const now = await priceOf(id);
      const expected =
        was && was.regularIncVat > 10_000
          ? Math.min(was.sellingIncVat, was.regularIncVat - 10_000)
          : was?.sellingIncVat;
      expect(now?.sellingIncVat).toBe(expected);
    }
    expect(await Promise.all(members.map((p) => priceOf(p.id, 2)))).toEqual(dkBefore);
    const named = async (market: string) =>
      (await listed(leaf?.alias as string, market)).map((p) =>
        p.discountCampaigns.some((c) => c.name === 'Testkampanj'),
      );
    const allNamed = async () => {
      const se = await named('se');
      return se.length > 0 && se.every(Boolean);
    };
    await expect.poll(allNamed, { timeout: 30_000 }).toBe(true);
    expect((await named('dk')).some(Boolean)).toBe(false);
    await call(M.endCampaign, { id: answer.createCampaign.campaign.id });
    for (const { id } of members)
      expect((await priceOf(id))?.sellingIncVat).toBe(before.get(id)?.sellingIncVat);
  });

  it('ships a cart holding a product of a free-shipping campaign free, and names the campaign for the cart', async () => {
    const { call } = await desk();
    const sku = await cart.skuWithStock(5);
    await cart.setPrice(sku.productId, 10_000);
    const { id } = await cart.newCart();
    expect((await cart.add(id, sku.id, 1)).summary.shipping.feeIncVat).toBeGreaterThan(0);
    await call(M.createCampaign, {
      alias: 'desk-test-frakt',
      input: campaignInput({
        kind: 'FREE_SHIPPING',
        percentage: null,
        articleNumbers: [await articleOf(sku.productId)],
      }),
    });
    const free = await cart.get(id);
    expect(free.summary.shipping.feeIncVat).toBe(0);
    expect(free.appliedCampaigns.map((c) => c.alias)).toContain('desk-test-frakt');
    // It sets no price: the line is not a price campaign's.
    expect(free.items[0]?.unitPrice).toMatchObject({ sellingPriceIncVat: 100, isDiscounted: false });
  });

  it('starts a scheduled campaign at its moment and ends it at its end, on its own', async () => {
    const { call } = await desk();
    const sku = await cart.skuWithStock(5);
    await cart.setPrice(sku.productId, 50_000);
    const startsAt = Date.now() + 1500;
    const answer = await call(M.createCampaign, {
      alias: 'desk-test-scheduled',
      input: campaignInput({
        percentage: 10,
        articleNumbers: [await articleOf(sku.productId)],
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + 2500).toISOString(),
      }),
    });
    expect(answer.createCampaign.campaign.state).toBe('SCHEDULED');
    expect((await priceOf(sku.productId))?.sellingIncVat).toBe(50_000);
    await expect
      .poll(async () => (await priceOf(sku.productId))?.sellingIncVat, { timeout: 15_000 })
      .toBe(45_000);
    await expect
      .poll(async () => (await priceOf(sku.productId))?.sellingIncVat, { timeout: 15_000 })
      .toBe(50_000);
  });

  it('refuses bad input with its reason and changes nothing', async () => {
    const { call } = await desk();
    const sku = await cart.skuWithStock(1);
    const article = await articleOf(sku.productId);
    const before = await fingerprint();
    const refusal = async (alias: string, input: Record<string, unknown>) => {
      const answer = await call(M.createCampaign, {
        alias,
        input: campaignInput({ articleNumbers: [article], ...input }),
      });
      expect(answer.createCampaign.campaign).toBeNull();
      return answer.createCampaign.refusal;
    };
    const now = Date.now();
    expect(
      await refusal('x-dates', {
        startsAt: new Date(now + 86_400_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
      }),
    ).toBe('END_BEFORE_START');
    expect(await refusal('x-percent', { percentage: 120 })).toBe('BAD_PERCENTAGE');
    expect(await refusal('x-percent-0', { percentage: 0 })).toBe('BAD_PERCENTAGE');
    expect(
      await refusal('x-amount', {
        kind: 'FIXED_AMOUNT',
        percentage: null,
        amountsOff: [{ currency: 'SEK', amount: -5 }],
      }),
    ).toBe('BAD_AMOUNT');
    expect(await refusal('x-amount-none', { kind: 'FIXED_AMOUNT', percentage: null, amountsOff: [] })).toBe(
      'AMOUNT_REQUIRED',
    );
    expect(await refusal('Not An Alias!', {})).toBe('BAD_ALIAS');
    expect(await refusal('hostrea-tradgard', {})).toBe('DUPLICATE_ALIAS');
    expect(await refusal('x-name', { names: [{ languageCode: 'en', text: 'Only English' }] })).toBe(
      'NAME_REQUIRED',
    );
    expect(await refusal('x-target', { articleNumbers: [] })).toBe('TARGET_REQUIRED');
    expect(await refusal('x-market', { market: 'xx' })).toBe('MARKET_NOT_FOUND');
    const unknown = await call(M.createCampaign, {
      alias: 'x-unknown',
      input: campaignInput({ articleNumbers: [article, 'NO-SUCH-1', 'NO-SUCH-2'] }),
    });
    expect(unknown.createCampaign).toMatchObject({
      refusal: 'UNKNOWN_PRODUCTS',
      detail: 'NO-SUCH-1, NO-SUCH-2',
    });

    const code = async (typed: string, input: Record<string, unknown>) =>
      (await call(M.createPromoCode, { code: typed, input: promoInput(input) })).createPromoCode.refusal;
    expect(await code('VALKOMMEN10', {})).toBe('DUPLICATE_CODE');
    expect(await code('valkommen10 ', {})).toBe('DUPLICATE_CODE');
    expect(await code('NO SPACES', {})).toBe('BAD_CODE');
    expect(await code('NEWCODE1', { percentage: 100.5 })).toBe('BAD_PERCENTAGE');
    expect(await code('NEWCODE2', { maxUses: 0 })).toBe('BAD_LIMIT');
    expect(await code('NEWCODE3', { maxUses: 2, maxUsesPerCustomer: 3 })).toBe('BAD_LIMIT');
    expect(
      await code('NEWCODE4', {
        kind: 'FIXED_AMOUNT',
        percentage: null,
        amountsOff: [{ currency: 'XYZ', amount: 5 }],
      }),
    ).toBe('UNKNOWN_CURRENCY');
    const issued = await call(M.issueGiftCard, { currency: 'SEK', amount: -100 });
    expect(issued.issueGiftCard).toMatchObject({ refusal: 'BAD_AMOUNT', code: null });
    expect(await fingerprint()).toEqual(before);
  });
});

describe('the desk lists', () => {
  it('lists campaigns by state with the home page flag and codes with their state', async () => {
    const { call } = await desk();
    const running = (await call(M.campaigns, { state: 'RUNNING' })).marketingCampaigns;
    expect(running.find((c: { alias: string }) => c.alias === 'hostrea-tradgard')).toMatchObject({
      onHomePage: true,
      state: 'RUNNING',
      kind: 'PERCENTAGE',
      percentage: 20,
    });
    const ended = (await call(M.campaigns, { state: 'ENDED' })).marketingCampaigns;
    expect(ended.map((c: { alias: string }) => c.alias)).toContain('varrea-reservdelar');
    const codes = (await call(M.promoCodes, {})).marketingPromoCodes;
    expect(codes.find((c: { code: string }) => c.code === 'VARREA')?.state).toBe('ENDED');
    expect(codes.find((c: { code: string }) => c.code === 'VALKOMMEN10')?.state).toBe('ACTIVE');
    const [se] = await db().select().from(markets).where(eq(markets.alias, 'se'));
    const choices = (await call(M.choices)).marketingChoices;
    expect(choices.markets).toContainEqual({ alias: 'se', name: 'Sverige', currency: se?.currencyCode });
    expect(choices.categories[0].depth).toBe(0);
  });
});
