import { graphql, type ResultOf } from '@/lib/graphql/graphql';

const CampaignFields = graphql(`
  fragment MarketingCampaignFields on MarketingCampaign @_unmask {
    id
    alias
    name
    names { languageCode text }
    descriptions { languageCode text }
    hideTitle
    kind
    percentage
    amountsOff { currency amount }
    market
    categoryId
    categoryName
    brandId
    brandName
    productCount
    startsAt
    endsAt
    state
    onHomePage
  }
`);

export type CampaignRow = ResultOf<typeof CampaignFields>;

export const ChoicesQuery = graphql(`
  query MarketingChoices($languageCode: String) {
    marketingChoices(languageCode: $languageCode) {
      markets { alias name currency }
      currencies
      categories { id name depth }
      brands { id name }
    }
  }
`);

export type Choices = ResultOf<typeof ChoicesQuery>['marketingChoices'];

export const CampaignsQuery = graphql(
  `
  query MarketingCampaigns($state: MarketingCampaignState, $languageCode: String) {
    marketingCampaigns(state: $state, languageCode: $languageCode) { ...MarketingCampaignFields }
  }
`,
  [CampaignFields],
);

export const CampaignQuery = graphql(
  `
  query MarketingCampaign($id: Int!, $languageCode: String) {
    marketingCampaign(id: $id, languageCode: $languageCode) { ...MarketingCampaignFields articleNumbers }
    marketingChoices(languageCode: $languageCode) {
      markets { alias name currency }
      currencies
      categories { id name depth }
      brands { id name }
    }
  }
`,
  [CampaignFields],
);

export const CreateCampaignMutation = graphql(`
  mutation CreateCampaign($alias: String!, $input: MarketingCampaignInput!) {
    createCampaign(alias: $alias, input: $input) { refusal detail campaign { id } }
  }
`);

export const UpdateCampaignMutation = graphql(`
  mutation UpdateCampaign($id: Int!, $input: MarketingCampaignInput!) {
    updateCampaign(id: $id, input: $input) { refusal detail campaign { id } }
  }
`);

export const EndCampaignMutation = graphql(`
  mutation EndCampaign($id: Int!) { endCampaign(id: $id) { refusal campaign { id } } }
`);

const PromoCodeFields = graphql(`
  fragment MarketingPromoCodeFields on MarketingPromoCode @_unmask {
    code
    name
    names { languageCode text }
    hideTitle
    kind
    percentage
    amountsOff { currency amount }
    minimumOrder { currency amount }
    requiredBrandId
    requiredBrandName
    startsAt
    endsAt
    maxUses
    maxUsesPerCustomer
    uses
    customers
    state
  }
`);

export type PromoCodeRow = ResultOf<typeof PromoCodeFields>;

export const PromoCodesQuery = graphql(
  `
  query MarketingPromoCodes($search: String, $languageCode: String) {
    marketingPromoCodes(search: $search, languageCode: $languageCode) { ...MarketingPromoCodeFields }
  }
`,
  [PromoCodeFields],
);

export const PromoCodeQuery = graphql(
  `
  query MarketingPromoCode($code: String!, $languageCode: String) {
    marketingPromoCode(code: $code, languageCode: $languageCode) { ...MarketingPromoCodeFields }
    marketingChoices(languageCode: $languageCode) {
      markets { alias name currency }
      currencies
      categories { id name depth }
      brands { id name }
    }
  }
`,
  [PromoCodeFields],
);

export const CreatePromoCodeMutation = graphql(`
  mutation CreatePromoCode($code: String!, $input: MarketingPromoCodeInput!) {
    createPromoCode(code: $code, input: $input) { refusal promoCode { code } }
  }
`);

export const UpdatePromoCodeMutation = graphql(`
  mutation UpdatePromoCode($code: String!, $input: MarketingPromoCodeInput!) {
    updatePromoCode(code: $code, input: $input) { refusal promoCode { code } }
  }
`);

export const EndPromoCodeMutation = graphql(`
  mutation EndPromoCode($code: String!) { endPromoCode(code: $code) { refusal promoCode { code } } }
`);

const GiftCardFields = graphql(`
  fragment MarketingGiftCardFields on MarketingGiftCard @_unmask {
    id
    maskedCode
    currency
    balance
    initialBalance
    issuedAt
    issuedBy
    note
    expiresAt
    voidedAt
    voidedBy
    voidReason
    state
    uses { orderId at stage drawn returned }
  }
`);

export type GiftCard = ResultOf<typeof GiftCardFields>;

export const GiftCardQuery = graphql(
  `
  query MarketingGiftCard($code: String!) { marketingGiftCard(code: $code) { ...MarketingGiftCardFields } }
`,
  [GiftCardFields],
);

export const IssueGiftCardMutation = graphql(
  `
  mutation IssueGiftCard($currency: String!, $amount: Decimal!, $expiresAt: DateTime, $note: String) {
    issueGiftCard(currency: $currency, amount: $amount, expiresAt: $expiresAt, note: $note) {
      code
      refusal
      giftCard { ...MarketingGiftCardFields }
    }
  }
`,
  [GiftCardFields],
);

export const VoidGiftCardMutation = graphql(
  `
  mutation VoidGiftCard($id: Int!, $reason: String!) {
    voidGiftCard(id: $id, reason: $reason) { refusal giftCard { ...MarketingGiftCardFields } }
  }
`,
  [GiftCardFields],
);

export const CurrenciesQuery = graphql(`
  query MarketingCurrencies { marketingChoices { currencies } }
`);

const CartOfferFields = graphql(`
  fragment MarketingCartOfferFields on MarketingCartOffer @_unmask {
    id
    alias
    name
    names { languageCode text }
    hideTitle
    kind
    categoryId
    categoryName
    buyQuantity
    payQuantity
    percentage
    minItems
    startsAt
    endsAt
    state
  }
`);

export type CartOfferRow = ResultOf<typeof CartOfferFields>;

export const CartOffersQuery = graphql(
  `
  query MarketingCartOffers($languageCode: String) {
    marketingCartOffers(languageCode: $languageCode) { ...MarketingCartOfferFields }
  }
`,
  [CartOfferFields],
);

export const CartOfferQuery = graphql(
  `
  query MarketingCartOffer($id: Int!, $languageCode: String) {
    marketingCartOffer(id: $id, languageCode: $languageCode) { ...MarketingCartOfferFields }
    marketingChoices(languageCode: $languageCode) {
      markets { alias name currency }
      currencies
      categories { id name depth }
      brands { id name }
    }
  }
`,
  [CartOfferFields],
);

export const CreateCartOfferMutation = graphql(`
  mutation CreateCartOffer($alias: String!, $input: MarketingCartOfferInput!) {
    createCartOffer(alias: $alias, input: $input) { refusal cartOffer { id } }
  }
`);

export const UpdateCartOfferMutation = graphql(`
  mutation UpdateCartOffer($id: Int!, $input: MarketingCartOfferInput!) {
    updateCartOffer(id: $id, input: $input) { refusal cartOffer { id } }
  }
`);

export const EndCartOfferMutation = graphql(`
  mutation EndCartOffer($id: Int!) { endCartOffer(id: $id) { refusal cartOffer { id } } }
`);
