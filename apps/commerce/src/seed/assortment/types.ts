import type { ImageKind } from '#src/modules/media/index.ts';

export type { ImageKind };

export const LANGS = ['sv', 'da', 'en', 'fi', 'nb'] as const;
export type Lang = (typeof LANGS)[number];
export type Localized = Record<Lang, string>;

export interface CategoryDef {
  /** URL slug, lowercase ascii a-z0-9 and '-', unique in the whole tree. */
  alias: string;
  name: Localized;
  /** One or two sentences for the category page. */
  description: Localized;
  children?: CategoryDef[];
}

export interface BrandDef {
  alias: string;
  /** Fictional brand name. */
  name: string;
  description: Localized;
}

export interface ColorDef {
  key: string;
  name: Localized;
  hex: string;
}

export interface SpecDef {
  /** Stable ascii key, e.g. 'weight', 'engine-power'. The first line that uses a key names it. */
  key: string;
  name: Localized;
  unit?: string;
  /** A numeric value picked in this range, rounded to `step`... */
  range?: [number, number];
  step?: number;
  /** ...or one of these localized values. */
  values?: Localized[];
}

export interface ProductLine {
  /** Alias of a leaf category. */
  category: string;
  image: ImageKind;
  kind: 'machine' | 'part' | 'service' | 'rental';
  /** What the product is, singular, e.g. sv 'Minigrävare', en 'Mini excavator'. */
  noun: Localized;
  brands: string[];
  models: string[];
  /** Price range in whole Swedish kronor including VAT. */
  priceSek: [number, number];
  specs: SpecDef[];
  /** Sold in sizes, one SKU each. */
  sizes?: string[];
  /** Sold in colour variants. */
  hasColors?: boolean;
  /**
   * Three description templates per language, 2-4 sentences. Placeholders: {name}, {brand},
   * {model}, {noun}, {spec:KEY}.
   */
  descriptions: Record<Lang, string[]>;
}
