/** The languages of the shop, Swedish first, as the product form shows them side by side. */
export const SHOP_LANGUAGES = ['sv', 'da', 'en', 'fi', 'nb'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** A language's fields of the form, by the API's names. */
export const TEXT_FIELDS = [
  'name',
  'alias',
  'shortText',
  'description',
  'extraText',
  'metaTitle',
  'metaDescription',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** What the form holds: typed, or read from the product. */
export interface ProductFormValues {
  articleNumber: string;
  brandId: string;
  categoryId: string;
  texts: Record<ShopLanguage, Record<TextField, string>>;
}

/** A problem beside a field (and a language, for the texts' fields), as the API names it. */
export interface FieldProblem {
  field: string;
  languageCode: string | null;
  code: string;
}

/** What the form shows after a refused post: the problems beside their fields, what was typed kept. */
export interface ProductFormState {
  problems: FieldProblem[];
  /** A refusal of the whole form (PRODUCT_NOT_FOUND, UNAVAILABLE, FORBIDDEN, ...). */
  formError: string | null;
  values: ProductFormValues | null;
  /** What the last post did: saved, or saved and published. */
  done: 'saved' | 'published' | null;
}

export const EMPTY_PRODUCT_FORM: ProductFormState = {
  problems: [],
  formError: null,
  values: null,
  done: null,
};

/** The name of a language's field in the form (and its id): `name-sv`. */
export const fieldName = (field: TextField, language: ShopLanguage) => `${field}-${language}`;

/** An empty form: no texts in any language. */
export function emptyValues(): ProductFormValues {
  const empty = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  return {
    articleNumber: '',
    brandId: '',
    categoryId: '',
    texts: Object.fromEntries(
      SHOP_LANGUAGES.map((language) => [language, { ...empty }]),
    ) as ProductFormValues['texts'],
  };
}
