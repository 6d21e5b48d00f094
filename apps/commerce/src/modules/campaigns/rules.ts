import type { discountCampaigns } from '#src/db/schema.ts';
import { basisPointsOf } from '#src/modules/pricing/index.ts';

export type DiscountCampaignRow = typeof discountCampaigns.$inferSelect;

type CampaignTerms = Pick<DiscountCampaignRow, 'kind' | 'discountBp' | 'amountOff' | 'marketId'>;

/** Where a price is shown: the market and its currency. */
interface CampaignMarket {
  id: number;
  currency: string;
}

/**
 * Whether a campaign is in force in a market: it runs in that market (or every one), and an amount
 * off has an amount in the market's currency. Elsewhere the shop neither names nor applies it.
 */
export function campaignInMarket(campaign: CampaignTerms, market: CampaignMarket): boolean {
  if (campaign.marketId !== null && campaign.marketId !== market.id) return false;
  return campaign.kind !== 'FIXED_AMOUNT' || campaign.amountOff?.[market.currency] !== undefined;
}

/**
 * The selling price a price campaign gives one unit of `regularIncVat` (inc VAT, minor units): a
 * share off, rounded half up to whole minor units, or an amount off. Null when it gives no price: a
 * free-shipping campaign, an amount not in the currency, or one that would leave nothing to pay.
 */
export function campaignUnitPrice(
  campaign: CampaignTerms,
  regularIncVat: number,
  currency: string,
): number | null {
  if (campaign.kind === 'PERCENTAGE') {
    const price = regularIncVat - basisPointsOf(regularIncVat, campaign.discountBp);
    return price > 0 ? price : null;
  }
  if (campaign.kind === 'FIXED_AMOUNT') {
    const amount = campaign.amountOff?.[currency];
    return amount !== undefined && amount > 0 && amount < regularIncVat ? regularIncVat - amount : null;
  }
  return null;
}

/** A product's campaigns that the shop shows in `market` (the loaders' rows). */
export function campaignsInMarket<T extends { campaign: CampaignTerms }>(
  rows: readonly T[],
  market: CampaignMarket,
): T[] {
  return rows.filter((row) => campaignInMarket(row.campaign, market));
}

/** Whether a campaign sets prices (PRICE_CAMPAIGN), rather than waiving shipping. */
export const setsPrice = (campaign: Pick<DiscountCampaignRow, 'kind'>) => campaign.kind !== 'FREE_SHIPPING';
