export { CampaignPage, campaignMetadata, NewCampaignPage, newCampaignMetadata } from './campaign-page';
export { CampaignsPage, campaignsMetadata } from './campaigns-page';
export { CodePage, codeMetadata, NewCodePage, newCodeMetadata } from './code-page';
export { CodesPage, codesMetadata } from './codes-page';
export { GiftCardsPage, giftCardsMetadata } from './gift-cards-page';
export { NewOfferPage, newOfferMetadata, OfferPage, offerMetadata } from './offer-page';
