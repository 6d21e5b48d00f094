import type { Permission } from '#src/modules/staff/index.ts';
import { campaignInput, MARKETING_DESK, offerInput, promoInput } from '../marketing-desk-client.ts';

/**
 * The marketing desk's rows of the permission matrix. Changes name a campaign, code or gift card
 * that does not exist, or are refused as bad input (an unknown market, a zero amount), so a role
 * allowed through meets the refusal and nothing changes, while a refused role meets FORBIDDEN first.
 */
const NONE = 2_000_000_000;
const campaign = campaignInput({ market: 'no-such-market', articleNumbers: ['NO-SUCH-ARTICLE'] });

export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  { operation: 'marketingChoices', document: MARKETING_DESK.choices, variables: {}, allowed: 'catalog.read' },
  {
    operation: 'marketingCampaigns',
    document: MARKETING_DESK.campaigns,
    variables: {},
    allowed: 'catalog.read',
  },
  {
    operation: 'marketingCampaign',
    document: MARKETING_DESK.campaign,
    variables: { id: NONE },
    allowed: 'catalog.read',
  },
  {
    operation: 'marketingPromoCodes',
    document: MARKETING_DESK.promoCodes,
    variables: {},
    allowed: 'catalog.read',
  },
  {
    operation: 'marketingPromoCode',
    document: MARKETING_DESK.promoCode,
    variables: { code: 'NO-SUCH-CODE' },
    allowed: 'catalog.read',
  },
  {
    operation: 'marketingGiftCard',
    document: MARKETING_DESK.giftCard,
    variables: { code: 'NO-SUCH-CARD' },
    allowed: 'catalog.read',
  },
  {
    operation: 'createCampaign',
    document: MARKETING_DESK.createCampaign,
    variables: { alias: 'matrix-campaign', input: campaign },
    allowed: 'marketing.write',
  },
  {
    operation: 'updateCampaign',
    document: MARKETING_DESK.updateCampaign,
    variables: { id: NONE, input: campaign },
    allowed: 'marketing.write',
  },
  {
    operation: 'endCampaign',
    document: MARKETING_DESK.endCampaign,
    variables: { id: NONE },
    allowed: 'marketing.write',
  },
  {
    operation: 'createPromoCode',
    document: MARKETING_DESK.createPromoCode,
    variables: { code: 'x', input: promoInput({}) },
    allowed: 'marketing.write',
  },
  {
    operation: 'updatePromoCode',
    document: MARKETING_DESK.updatePromoCode,
    variables: { code: 'NO-SUCH-CODE', input: promoInput({}) },
    allowed: 'marketing.write',
  },
  {
    operation: 'endPromoCode',
    document: MARKETING_DESK.endPromoCode,
    variables: { code: 'NO-SUCH-CODE' },
    allowed: 'marketing.write',
  },
  {
    operation: 'marketingCartOffers',
    document: MARKETING_DESK.cartOffers,
    variables: {},
    allowed: 'catalog.read',
  },
  {
    operation: 'marketingCartOffer',
    document: MARKETING_DESK.cartOffer,
    variables: { id: NONE },
    allowed: 'catalog.read',
  },
  {
    operation: 'createCartOffer',
    document: MARKETING_DESK.createCartOffer,
    variables: { alias: 'matrix-offer', input: offerInput({ categoryId: NONE }) },
    allowed: 'marketing.write',
  },
  {
    operation: 'updateCartOffer',
    document: MARKETING_DESK.updateCartOffer,
    variables: { id: NONE, input: offerInput({}) },
    allowed: 'marketing.write',
  },
  {
    operation: 'endCartOffer',
    document: MARKETING_DESK.endCartOffer,
    variables: { id: NONE },
    allowed: 'marketing.write',
  },
  {
    operation: 'issueGiftCard',
    document: MARKETING_DESK.issueGiftCard,
    variables: { currency: 'SEK', amount: 0 },
    allowed: 'marketing.write',
  },
  {
    operation: 'voidGiftCard',
    document: MARKETING_DESK.voidGiftCard,
    variables: { id: NONE, reason: 'matrix' },
    allowed: 'marketing.write',
  },
];
