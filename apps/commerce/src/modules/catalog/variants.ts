import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { prices, products, productTexts } from '#src/db/schema.ts';
import { type Stock, stockOf } from '#src/modules/inventory/index.ts';
import { isSize } from './buying.ts';
import { COLOR_IDENTIFIER, colourOf } from './colour.ts';
import type { CatalogLoaders } from './loaders.ts';
import type { ProductRecord } from './products.ts';

export type VariantDimension = 'Color' | 'Size';

const SIZE_LABEL: Record<string, string> = {
  sv: 'Storlek',
  da: 'Størrelse',
  en: 'Size',
  fi: 'Koko',
  nb: 'Størrelse',
};

export interface Variant {
  alias: string;
  /** The variant's alias in the request's language, which its address names (ADR 71). */
  languageAlias: string;
  level: number;
  dimension: VariantDimension;
  label: string;
  value: string;
  attributes: { key: string; value: string }[];
  productId: number;
  skuId: number | null;
  stock: Stock;
  primaryImage: string | null;
  /** The next level: the sizes of a colour. */
  variants: Variant[];
}

export interface VariantGroup {
  variantGroupId: string;
  variants: Variant[];
  /** `value` is this product's own value in the dimension (its colour); null for sizes, which the shopper picks. */
  dimensions: { dimension: VariantDimension; level: number; label: string; value: string | null }[];
}

/**
 * A product's variants: colours are the products sharing its variant group (level 0), sizes are a
 * product's SKUs (the level below colours, or level 0 without colours). Null when it has neither.
 */
export async function variantGroupOf(
  db: Database,
  loaders: CatalogLoaders,
  product: ProductRecord,
): Promise<VariantGroup | null> {
  const lang = product.scope.language.code;
  const siblings = product.variantGroup
    ? await db
        .select({
          id: products.id,
          alias: products.alias,
          languageAlias: sql<string>`coalesce(${productTexts.alias}, ${products.alias})`,
        })
        .from(products)
        .innerJoin(
          prices,
          and(eq(prices.productId, products.id), eq(prices.marketId, product.scope.market.id)),
        )
        .leftJoin(
          productTexts,
          and(eq(productTexts.productId, products.id), eq(productTexts.languageCode, lang)),
        )
        .where(and(eq(products.variantGroup, product.variantGroup), eq(products.published, true)))
        .orderBy(asc(products.id))
    : [{ id: product.id, alias: product.alias, languageAlias: product.languageAlias }];
  const ids = siblings.map((s) => s.id);
  const [skuLists, parameterLists, imageLists] = await Promise.all([
    loaders.skus.loadMany(ids),
    loaders.parameters.loadMany(ids),
    loaders.images.loadMany(ids),
  ]);
  const listAt = <T>(lists: (T[] | Error)[], i: number): T[] => {
    const list = lists[i];
    if (list instanceof Error) throw list;
    return list ?? [];
  };

  const sizeLabel = SIZE_LABEL[lang] ?? 'Size';
  const sizesOf = (i: number, level: number): Variant[] => {
    const sibling = siblings[i] as (typeof siblings)[number];
    const primaryImage = listAt(imageLists, i)[0]?.fileName ?? null;
    return listAt(skuLists, i)
      .filter(isSize)
      .map((sku) => ({
        alias: sibling.alias,
        languageAlias: sibling.languageAlias,
        level,
        dimension: 'Size',
        label: sizeLabel,
        value: sku.name,
        attributes: [{ key: 'size', value: sku.name }],
        productId: sibling.id,
        skuId: sku.id,
        stock: stockOf([sku]),
        primaryImage,
        variants: [],
      }));
  };

  if (!product.variantGroup) {
    const sizes = sizesOf(0, 0);
    if (sizes.length === 0) return null;
    return {
      variantGroupId: `p-${product.id}`,
      variants: sizes,
      dimensions: [{ dimension: 'Size', level: 0, label: sizeLabel, value: null }],
    };
  }

  let colorLabel = '';
  const colors = siblings.map((sibling, i): Variant => {
    const color = colourOf(listAt(parameterLists, i), lang);
    const value = color?.value ?? sibling.alias;
    if (color) colorLabel = color.label;
    return {
      alias: sibling.alias,
      languageAlias: sibling.languageAlias,
      level: 0,
      dimension: 'Color',
      label: '',
      value,
      attributes: [{ key: COLOR_IDENTIFIER, value }],
      productId: sibling.id,
      skuId: null,
      stock: stockOf(listAt(skuLists, i)),
      primaryImage: listAt(imageLists, i)[0]?.fileName ?? null,
      variants: sizesOf(i, 1),
    };
  });
  const own = colors.find((v) => v.productId === product.id);
  return {
    variantGroupId: product.variantGroup,
    variants: colors.map((v) => ({ ...v, label: colorLabel })),
    dimensions: [
      { dimension: 'Color', level: 0, label: colorLabel, value: own?.value ?? null },
      ...(own?.variants.length
        ? [{ dimension: 'Size' as const, level: 1, label: sizeLabel, value: null }]
        : []),
    ],
  };
}

/** The colours of a product's variant group (the products sharing it), each a link to its product. */
export function colourVariants(group: VariantGroup | null): Variant[] {
  return group?.variants.filter((v) => v.dimension === 'Color') ?? [];
}

/** The name of the colour dimension in the request's language, e.g. Färg; null without colours. */
export function colourLabel(group: VariantGroup | null): string | null {
  return group?.dimensions.find((d) => d.dimension === 'Color')?.label || null;
}
