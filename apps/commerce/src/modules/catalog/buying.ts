/** A SKU with a name is a size the shopper chooses; a product's only SKU has none. */
export function isSize(sku: { name: string }): boolean {
  return sku.name !== '';
}

/** The SKUs a shopper chooses between; empty when the product is not sold in sizes. */
export function sizesOf<T extends { name: string }>(skus: readonly T[]): T[] {
  return skus.filter(isSize);
}

/** The campaign named to the shopper: the first whose title is not hidden, or null. */
export function visibleCampaign<T extends { hideTitle: boolean }>(campaigns: readonly T[]): T | null {
  return campaigns.find((c) => !c.hideTitle) ?? null;
}
