// What other modules use of the catalog; its GraphQL types are reached through ./graphql/index.ts.
export { productColours } from './colour.ts';
export { lineVariantOf } from './line-variant.ts';
export { type CatalogLoaders, createCatalogLoaders } from './loaders.ts';
export { today } from './price-log.ts';
export { getProduct, getProductsByIds, type ProductRecord } from './products.ts';
