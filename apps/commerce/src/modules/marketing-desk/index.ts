// The marketing desk's face for the service and the seed; its staff operations are in ./graphql.ts.
export { type CampaignClockOptions, createCampaignClock } from './campaign-clock.ts';
export { adoptSeededCampaignPrices } from './campaign-prices.ts';
export { showCampaignChange } from './shown.ts';
