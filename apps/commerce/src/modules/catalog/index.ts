// What other modules use of the catalog; its GraphQL types are reached through ./graphql/index.ts.
export { productColours } from './colour.ts';
export { serveProductImageUpload } from './desk/images/http.ts';
export { lineVariantOf } from './line-variant.ts';
export { type CatalogLoaders, createCatalogLoaders } from './loaders.ts';
export { addDays, type PriceLogRow, priceHistory, REFERENCE_DAYS, today } from './price-log.ts';
export { getProduct, getProductsByIds, type ProductRecord } from './products.ts';
