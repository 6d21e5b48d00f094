// What other modules use of the catalog; its GraphQL types are reached through ./graphql/index.ts.
export { indexPriceChange } from './facet-index-prices.ts';
export { today } from './price-log.ts';
export { getProduct } from './products.ts';
