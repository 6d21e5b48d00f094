/** The ids of facet values: what lists answer in `_id` and take back in `filter.facets`. */
export const facetId = {
  category: (id: number) => `c-${id}`,
  brand: (id: number) => `b-${id}`,
  campaign: (id: number) => `d-${id}`,
};
