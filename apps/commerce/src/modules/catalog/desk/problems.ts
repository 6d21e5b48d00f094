import type { LanguageCode } from '#src/modules/channels/index.ts';

/** How long the catalog desk's texts may be, and its list's pages. */
export const PRODUCT_DESK_LIMITS = {
  pageDefault: 50,
  pageMax: 200,
  searchMax: 100,
  /** The list counts its matches up to this, then says "more than". */
  countCap: 1000,
  articleNumber: 64,
  name: 200,
  alias: 120,
  metaTitle: 200,
  metaDescription: 500,
  /** A description, short selling text or extra text. */
  text: 20_000,
} as const;

/** The form's fields a problem can stand beside; the texts' fields are per language. */
export const PRODUCT_FIELDS = [
  'ARTICLE_NUMBER',
  'BRAND',
  'CATEGORY',
  'NAME',
  'DESCRIPTION',
  'SHORT_TEXT',
  'EXTRA_TEXT',
  'META_TITLE',
  'META_DESCRIPTION',
  'ALIAS',
  'PRICE',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/**
 * What is wrong with a field: REQUIRED (empty), TOO_LONG, INVALID (an alias or article number of
 * characters it cannot have), TAKEN (another product has it), UNKNOWN (no such brand or
 * category), NO_PRICE (publishing a product priced in no market).
 */
export const PRODUCT_PROBLEM_CODES = [
  'REQUIRED',
  'TOO_LONG',
  'INVALID',
  'TAKEN',
  'UNKNOWN',
  'NO_PRICE',
] as const;
export type ProductProblemCode = (typeof PRODUCT_PROBLEM_CODES)[number];

/** One problem beside one field, in one language for the texts' fields. */
export interface ProductProblem {
  field: ProductField;
  /** The language of a text's field; null for the product's own fields (article number, brand, price). */
  languageCode: LanguageCode | null;
  code: ProductProblemCode;
  message: string;
}

const FIELD_NAMES: Record<ProductField, string> = {
  ARTICLE_NUMBER: 'article number',
  BRAND: 'brand',
  CATEGORY: 'category',
  NAME: 'name',
  DESCRIPTION: 'description',
  SHORT_TEXT: 'short selling text',
  EXTRA_TEXT: 'extra text',
  META_TITLE: 'meta title',
  META_DESCRIPTION: 'meta description',
  ALIAS: 'address (alias)',
  PRICE: 'price',
};

const WORDS: Record<ProductProblemCode, (field: string) => string> = {
  REQUIRED: (field) => `Give the ${field}.`,
  TOO_LONG: (field) => `The ${field} is too long.`,
  INVALID: (field) =>
    field === FIELD_NAMES.ALIAS
      ? 'An alias is lower-case letters a to z, digits and single dashes between them.'
      : `The ${field} has characters it cannot have.`,
  TAKEN: (field) => `Another product has this ${field}.`,
  UNKNOWN: (field) => `There is no such ${field}.`,
  NO_PRICE: () => 'The product has no price in any market.',
};

/** A problem with its English words (the admin app shows its own by field, language and code). */
export function problem(
  field: ProductField,
  code: ProductProblemCode,
  languageCode: LanguageCode | null = null,
): ProductProblem {
  const where = languageCode ? ` (${languageCode})` : '';
  return { field, languageCode, code, message: `${WORDS[code](FIELD_NAMES[field])}${where}`.trim() };
}

/** Why a change at the catalog desk was refused as a whole; nothing was changed. */
export const CATALOG_DESK_REFUSALS = ['PRODUCT_NOT_FOUND', 'INVALID_PRODUCT'] as const;
export type CatalogDeskRefusal = (typeof CATALOG_DESK_REFUSALS)[number];

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class ProductRefusal extends Error {
  readonly refusal: CatalogDeskRefusal;
  readonly problems: readonly ProductProblem[];
  constructor(refusal: CatalogDeskRefusal, problems: readonly ProductProblem[] = []) {
    super(
      refusal === 'PRODUCT_NOT_FOUND'
        ? 'There is no such product.'
        : problems.map((p) => p.message).join(' ') || 'The product is not valid.',
    );
    this.refusal = refusal;
    this.problems = problems;
  }
}
