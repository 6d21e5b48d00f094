// What other modules use of the catalog; its GraphQL types are reached through ./graphql/index.ts.
export { brandPath, categoryPath } from './categories.ts';
export type { CatalogLoaders } from './loaders.ts';
export { type PriceChanged, priceChanges } from './price-changes.ts';
export { today } from './price-log.ts';
export { getProduct, getProductsByIds, type ProductRecord } from './products.ts';
