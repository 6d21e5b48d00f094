// What other modules use of the catalog; its GraphQL types are reached through ./graphql/index.ts.
export { brandPath, categoryPath } from './categories.ts';
export { indexPriceChange } from './facet-index-prices.ts';
export type { CatalogLoaders } from './loaders.ts';
export { today } from './price-log.ts';
export { getProduct, getProductsByIds, type ProductRecord } from './products.ts';
