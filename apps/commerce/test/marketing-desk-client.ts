import type { Database } from '#src/db/client.ts';
import type { StaffRole } from '#src/db/schema.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';

const CAMPAIGN = `id alias name kind percentage amountsOff { currency amount } market categoryId brandId
  productCount articleNumbers startsAt endsAt state onHomePage names { languageCode text } hideTitle`;
const CAMPAIGN_CHANGE = `refusal message detail campaign { ${CAMPAIGN} }`;
const PROMO = `code name kind percentage amountsOff { currency amount } minimumOrder { currency amount }
  startsAt endsAt maxUses maxUsesPerCustomer uses customers state`;
const PROMO_CHANGE = `refusal message promoCode { ${PROMO} }`;
const OFFER = `id alias name kind categoryId buyQuantity payQuantity percentage minItems startsAt endsAt state`;
const GIFT_CARD = `id maskedCode currency balance initialBalance issuedBy note expiresAt voidedAt voidedBy voidReason
  state uses { orderId drawn returned stage }`;

/** The marketing desk's operations on /admin/graphql, as the admin app sends them. */
export const MARKETING_DESK = {
  choices: `query { marketingChoices { markets { alias name currency } currencies categories { id name depth } brands { id name } } }`,
  campaigns: `query ($state: MarketingCampaignState) { marketingCampaigns(state: $state) { ${CAMPAIGN} } }`,
  campaign: `query ($id: Int!) { marketingCampaign(id: $id) { ${CAMPAIGN} } }`,
  createCampaign: `mutation ($alias: String!, $input: MarketingCampaignInput!) {
    createCampaign(alias: $alias, input: $input) { ${CAMPAIGN_CHANGE} } }`,
  updateCampaign: `mutation ($id: Int!, $input: MarketingCampaignInput!) {
    updateCampaign(id: $id, input: $input) { ${CAMPAIGN_CHANGE} } }`,
  endCampaign: `mutation ($id: Int!) { endCampaign(id: $id) { ${CAMPAIGN_CHANGE} } }`,
  promoCodes: `query ($search: String) { marketingPromoCodes(search: $search) { ${PROMO} } }`,
  promoCode: `query ($code: String!) { marketingPromoCode(code: $code) { ${PROMO} } }`,
  createPromoCode: `mutation ($code: String!, $input: MarketingPromoCodeInput!) {
    createPromoCode(code: $code, input: $input) { ${PROMO_CHANGE} } }`,
  updatePromoCode: `mutation ($code: String!, $input: MarketingPromoCodeInput!) {
    updatePromoCode(code: $code, input: $input) { ${PROMO_CHANGE} } }`,
  endPromoCode: `mutation ($code: String!) { endPromoCode(code: $code) { ${PROMO_CHANGE} } }`,
  cartOffers: `query { marketingCartOffers { ${OFFER} } }`,
  cartOffer: `query ($id: Int!) { marketingCartOffer(id: $id) { ${OFFER} } }`,
  createCartOffer: `mutation ($alias: String!, $input: MarketingCartOfferInput!) {
    createCartOffer(alias: $alias, input: $input) { refusal message cartOffer { ${OFFER} } } }`,
  updateCartOffer: `mutation ($id: Int!, $input: MarketingCartOfferInput!) {
    updateCartOffer(id: $id, input: $input) { refusal message cartOffer { ${OFFER} } } }`,
  endCartOffer: `mutation ($id: Int!) { endCartOffer(id: $id) { refusal message cartOffer { ${OFFER} } } }`,
  giftCard: `query ($code: String!) { marketingGiftCard(code: $code) { ${GIFT_CARD} } }`,
  issueGiftCard: `mutation ($currency: String!, $amount: Decimal!, $expiresAt: DateTime, $note: String) {
    issueGiftCard(currency: $currency, amount: $amount, expiresAt: $expiresAt, note: $note) {
      code refusal message giftCard { ${GIFT_CARD} } } }`,
  voidGiftCard: `mutation ($id: Int!, $reason: String!) {
    voidGiftCard(id: $id, reason: $reason) { refusal message giftCard { ${GIFT_CARD} } } }`,
} as const;

/** A member of `role` signed in on the API: desk calls answered as data (failing on any error). */
export async function marketingMember(base: () => string, db: () => Database, role: StaffRole = 'marketing') {
  const member = await insertStaffMember(db(), role);
  const token = await signInAs(base(), member.email);
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
  async function call<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await adminGraphql<T>(base(), query, variables, { token });
    if (answer.status !== 200 || answer.body.errors) {
      throw new Error(`${answer.status}: ${JSON.stringify(answer.body.errors)}`);
    }
    return answer.body.data as T;
  }
  return { member, token, call };
}

/** A campaign's form as the desk sends it, Swedish and English names given. */
export const campaignInput = (more: Record<string, unknown>) => ({
  names: [
    { languageCode: 'sv', text: 'Testkampanj' },
    { languageCode: 'en', text: 'Test campaign' },
  ],
  kind: 'PERCENTAGE',
  percentage: 20,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  ...more,
});

/** A promo code's form as the desk sends it. */
export const promoInput = (more: Record<string, unknown>) => ({
  names: [{ languageCode: 'sv', text: 'Testkod' }],
  kind: 'PERCENTAGE',
  percentage: 10,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  ...more,
});

/** A cart offer's form as the desk sends it: 3 for 2 unless told otherwise. */
export const offerInput = (more: Record<string, unknown>) => ({
  names: [{ languageCode: 'sv', text: 'Tre för två' }],
  kind: 'QUANTITY_PRICE',
  buyQuantity: 3,
  payQuantity: 2,
  categoryId: 1,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  ...more,
});
