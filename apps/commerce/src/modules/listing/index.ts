// What other modules use of the listing: the in-memory facet and search index that answers lists
// (ADR 7, 16, 43), the list pages' paths, and the index's memory of product rows. Its GraphQL
// inputs are reached through ./graphql.ts.
export { answerFromFacetIndex } from './facet-answers.ts';
export { facetId } from './facet-ids.ts';
export { type FacetIndex, type FacetType, facetIndexOf, listedIn, runningCampaigns } from './facet-index.ts';
export type { Facet, FacetValue } from './facet-query.ts';
export { indexMemory } from './index-memory.ts';
export { DEFAULT_SORT, type SortOrder } from './list-order.ts';
export { brandPath, categoryLineage, categoryPath } from './list-paths.ts';
export { type PriceChanged, priceChanges } from './price-changes.ts';
export { type ProductsChanged, productChanges } from './product-changes.ts';
export { refreshSearchIndex, searchDocument, searchProducts, vocabularyWords } from './search.ts';
export { searchIndexBytes } from './search-index.ts';
