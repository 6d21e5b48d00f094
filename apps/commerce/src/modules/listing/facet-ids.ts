import { priceBandId } from '@shop/contract';

export { priceBandOf } from '@shop/contract';

/** A stable, URL-safe key for a text: "Röd" -> "rod", "40 cm" -> "40-cm". */
export function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'x'
  );
}

/** The ids of facet values: what lists answer in `_id` and take back in `filter.facets`. */
export const facetId = {
  category: (id: number) => `c-${id}`,
  brand: (id: number) => `b-${id}`,
  campaign: (id: number) => `d-${id}`,
  size: (name: string) => `s-${slug(name)}`,
  /** A parameter's facet (`p-{parameterId}`), the list URL's parameter for its values. */
  parameter: (parameterId: number) => `p-${parameterId}`,
  parameterValue: (parameterId: number, value: string) => `p-${parameterId}-${slug(value)}`,
  /** Selling prices inc VAT from `from` up to (not including) `to`, minor units. */
  priceBand: priceBandId,
};
