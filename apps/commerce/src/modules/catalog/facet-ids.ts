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
  priceBand: (from: number, to: number) => `price-${from}-${to}`,
};

const PRICE_BAND = /^price-(\d{1,10})-(\d{1,10})$/;

/** The bounds of a price band's id, or null for any other id. */
export function priceBandOf(id: string): [number, number] | null {
  const band = id.match(PRICE_BAND);
  return band ? [Number(band[1]), Number(band[2])] : null;
}
