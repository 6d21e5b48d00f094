// The rules of price campaigns the shop and the marketing desk share (ADR 77).
export {
  campaignInMarket,
  campaignsInMarket,
  campaignUnitPrice,
  type DiscountCampaignRow,
  setsPrice,
} from './rules.ts';
