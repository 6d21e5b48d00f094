// The stock and price desk (ADR 74): its staff operations are in ./graphql.ts, read by the staff schema.
export { createScheduledPrices, type ScheduledPriceOptions } from './scheduled-job.ts';
