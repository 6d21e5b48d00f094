import type { Variant, VariantGroup } from './variants.ts';

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

/** The colours of a product's variant group (the products sharing it), each a link to its product. */
export function colourVariants(group: VariantGroup | null): Variant[] {
  return group?.variants.filter((v) => v.dimension === 'Color') ?? [];
}

/** The name of the colour dimension in the request's language, e.g. Färg; null without colours. */
export function colourLabel(group: VariantGroup | null): string | null {
  return group?.dimensions.find((d) => d.dimension === 'Color')?.label || null;
}
