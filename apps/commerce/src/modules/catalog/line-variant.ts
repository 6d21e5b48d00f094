import { isSize } from './buying.ts';
import { colourOf } from './colour.ts';
import type { CatalogLoaders } from './loaders.ts';
import type { ProductRecord } from './products.ts';

/** What a cart or order line holds of its product beside the name: its colour and its size, each null without one. */
export interface LineVariant {
  colour: string | null;
  size: string | null;
}

/** The colour (parameter group 1's Color) and the size (the SKU's name, when sold in sizes) of a line. */
export async function lineVariantOf(
  loaders: CatalogLoaders,
  product: ProductRecord,
  skuId: number,
): Promise<LineVariant> {
  const [parameterRows, skuRows] = await Promise.all([
    loaders.parameters.load(product.id),
    loaders.skus.load(product.id),
  ]);
  const sku = skuRows.find((s) => s.id === skuId);
  return {
    colour: colourOf(parameterRows, product.scope.language.code)?.value ?? null,
    size: sku && isSize(sku) ? sku.name : null,
  };
}
