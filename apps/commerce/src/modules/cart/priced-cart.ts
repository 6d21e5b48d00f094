import type { CartTotals, CustomerTypeName, LineTotals } from '#src/db/schema.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { campaignsInMarket, setsPrice } from '#src/modules/campaigns/index.ts';
import { getProductsByIds, type ProductRecord } from '#src/modules/catalog/index.ts';
import { localized, type Scope } from '#src/modules/channels/index.ts';
import { type Balance, balancesOf } from '#src/modules/customers/index.ts';
import type { PriceRow } from '#src/modules/pricing/index.ts';
import { cartDiscountsFor, quantityPriceFor, runningCartCampaigns } from './campaigns.ts';
import { findGiftCard, type GiftCardUse, giftCardUse } from './gift-cards.ts';
import { findPromoCode, judgePromoCode, type PromoCodeRow, type PromoJudgement } from './promo-codes.ts';
import { type RentalLinePrice, rentalLinePrices } from './rental-lines.ts';
import { shippingRuleOf } from './shipping.ts';
import { type CartRow, readLines } from './store.ts';
import { cartTotals, subTotalOf, type TotalsLine } from './totals.ts';
import { cartWeight, productWeights } from './weights.ts';

/** A campaign as the platform's CampaignRuleType shows it. */
export interface CampaignRule {
  alias: string;
  name: string;
  hideTitle: boolean;
}

export interface PricedCartItem {
  skuId: number;
  quantity: number;
  message: string | null;
  product: ProductRecord;
  /** One unit in the cart's market, as the product shows it. */
  unitPrice: PriceRow;
  totals: LineTotals;
  /** The price campaigns that set the unit price and the quantity price that gave units away. */
  appliedCampaigns: CampaignRule[];
  /** A rental line's booking (its days and hold); null for a product that is sold. */
  rental: RentalLinePrice['booking'] | null;
}

/** A cart priced in one market and language: what every cart operation answers. */
export interface PricedCart {
  cart: CartRow;
  scope: Scope;
  items: PricedCartItem[];
  totals: CartTotals;
  /** The whole-cart campaigns and the promo code that gave a discount. */
  appliedCampaigns: CampaignRule[];
  promo: PromoJudgement;
  promoRow: PromoCodeRow | null;
  giftCard: GiftCardUse | null;
}

export interface PricingOptions {
  /** The checkout allows a fee its shipping widget chose (the platform's argument). */
  allowExternalShippingFee: boolean;
}

/**
 * Prices a cart in `scope`'s market and language from the current prices, stock-independent: lines
 * of products the market does not sell are left out of the answer and the totals while it does not
 * (their rows stay, ADR 23). Requirements of a promo code and a gift card's currency are judged here,
 * on every read, as well as when they are set.
 */
export async function priceCart(
  ctx: RequestContext,
  cart: CartRow,
  scope: Scope,
  options: PricingOptions,
): Promise<PricedCart> {
  const now = new Date();
  const lang = scope.language.code;
  const currency = scope.money.currency;
  const rows = (await readLines(ctx.db, cart.id, scope.market.id)).filter((r) => r.vatRateBp !== null);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [products, campaigns, categories, promoRow, card, accountBalance, weights, rentals] =
    await Promise.all([
      getProductsByIds(ctx.db, scope, productIds),
      runningCartCampaigns(ctx.db, now),
      ctx.loaders.categories(),
      cart.promoCode ? findPromoCode(ctx.db, cart.promoCode) : null,
      cart.giftCardCode ? findGiftCard(ctx.db, cart.giftCardCode) : null,
      accountBalanceOf(ctx, currency),
      productWeights(ctx.db, productIds),
      rows.some((row) => row.rentalBookingId !== null)
        ? customerTypeOf(ctx).then((type) => rentalLinePrices(ctx.db, rows, scope.market.id, type))
        : new Map<number, RentalLinePrice>(),
    ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const rule = (row: { alias: string; name: Record<string, string>; hideTitle: boolean }): CampaignRule => ({
    alias: row.alias,
    name: localized(row.name, lang),
    hideTitle: row.hideTitle,
  });

  const lines = rows.flatMap((row) => {
    const product = productById.get(row.productId);
    if (!product) return [];
    // A rental line is its period's price, as one unit; campaigns on the product's price are a sale's.
    const rental = rentals.get(row.skuId) ?? null;
    const unitPrice = rental?.unitPrice ?? product.price;
    const quantityCampaign = rental ? null : quantityPriceFor(product.primaryCategoryId, campaigns, parentOf);
    const totalsLine: TotalsLine = {
      quantity: row.quantity,
      unitRegularIncVat: unitPrice.regularIncVat,
      unitSellingIncVat: unitPrice.sellingIncVat,
      vatRateBp: row.vatRateBp as number,
      quantityPrice: quantityCampaign
        ? { buy: quantityCampaign.buyQuantity as number, pay: quantityCampaign.payQuantity as number }
        : null,
    };
    return [{ row, product, quantityCampaign, totalsLine, rental, unitPrice }];
  });
  const totalsLines = lines.map((l) => l.totalsLine);
  // The price campaigns of each line's product shown in the market; a rental line has none (ADR 77).
  const market = { id: scope.market.id, currency };
  const lineCampaigns = await Promise.all(
    lines.map(async ({ product, rental }) =>
      rental ? [] : campaignsInMarket(await ctx.loaders.campaigns.load(product.id), market),
    ),
  );
  // A free-shipping campaign ships the cart free when it holds one of the campaign's products.
  const shippingCampaigns = [
    ...new Map(
      lineCampaigns.flat().flatMap(({ campaign }) => (setsPrice(campaign) ? [] : [[campaign.id, campaign]])),
    ).values(),
  ];

  const promo: PromoJudgement = cart.promoCode
    ? judgePromoCode(promoRow, {
        currency,
        itemsValueIncVat: subTotalOf(totalsLines).sellingIncVat,
        brandIds: new Set(lines.map((l) => l.product.brandId)),
        now,
      })
    : { state: 'NONE' };
  const effect = promo.state === 'ACTIVATED' ? promo.effect : null;
  const cartDiscounts = cartDiscountsFor(
    campaigns,
    lines.reduce((units, l) => units + l.row.quantity, 0),
  );
  const giftCard = cart.giftCardCode ? giftCardUse(card, currency, now) : null;

  const shipped = lines.filter((line) => line.rental === null);
  const totals = cartTotals({
    lines: totalsLines,
    discounts: {
      percentagesBp: [
        ...cartDiscounts.map((c) => c.discountBp as number),
        ...(effect?.percentageBp ? [effect.percentageBp] : []),
      ],
      fixedAmountIncVat: effect?.fixedAmountIncVat ?? 0,
      freeShipping: (effect?.freeShipping ?? false) || shippingCampaigns.length > 0,
    },
    // Hires are handed over at their depot or delivered as booked: only the goods sold are shipped.
    shipping: shippingRuleOf(
      scope.market,
      cartWeight(
        shipped.map((l) => l.row),
        weights,
      ),
      options.allowExternalShippingFee ? cart.externalShippingFeeIncVat : null,
      lines.length > 0 && shipped.length === 0,
    ),
    giftCardBalance: giftCard?.usable ? giftCard.balance : 0,
    accountBalance,
  });

  const items = lines.map(({ row, product, quantityCampaign, rental, unitPrice }, i): PricedCartItem => {
    const lineTotals = totals.lines[i] as LineTotals;
    const priceCampaigns = (lineCampaigns[i] ?? []).filter(({ campaign }) => setsPrice(campaign));
    return {
      skuId: row.skuId,
      quantity: row.quantity,
      message: row.message,
      product,
      unitPrice,
      totals: lineTotals,
      rental: rental?.booking ?? null,
      appliedCampaigns: [
        ...priceCampaigns.map(({ campaign }) => rule(campaign)),
        ...(quantityCampaign && lineTotals.freeUnits > 0 ? [rule(quantityCampaign)] : []),
      ],
    };
  });

  return {
    cart,
    scope,
    items,
    totals,
    appliedCampaigns: [
      ...cartDiscounts.map(rule),
      ...shippingCampaigns.map(rule),
      ...(promo.state === 'ACTIVATED' && promoRow
        ? [rule({ alias: promoRow.code.toLowerCase(), name: promoRow.name, hideTitle: promoRow.hideTitle })]
        : []),
    ],
    promo,
    promoRow,
    giftCard,
  };
}

/** The signed-in customer's type, else a private person's: rental prices differ by it. */
async function customerTypeOf(ctx: RequestContext): Promise<CustomerTypeName> {
  const { viewer } = await ctx.viewer();
  return viewer?.customerType ?? 'PERSON';
}

const accountBalances = new WeakMap<RequestContext, Promise<Balance[]>>();

/**
 * What the request's signed-in customer holds in `currency` (minor units); 0 for a guest. Read once
 * per request: a checkout prices its cart twice (with the standard and the chosen shipping).
 */
async function accountBalanceOf(ctx: RequestContext, currency: string): Promise<number> {
  let balances = accountBalances.get(ctx);
  if (!balances) {
    balances = ctx.viewer().then(({ viewer }) => (viewer ? balancesOf(ctx.db, viewer.customerId) : []));
    accountBalances.set(ctx, balances);
  }
  return (await balances).find((balance) => balance.currency === currency)?.amount ?? 0;
}
