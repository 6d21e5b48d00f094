import { type FieldProblem, fieldName, type ShopLanguage, TEXT_FIELDS, type TextField } from './form-state';

/** The API's field of a problem as the form's field: `NAME` in Swedish is `name-sv`, `BRAND` is `brandId`. */
const FORM_FIELDS: Record<string, string> = {
  ARTICLE_NUMBER: 'articleNumber',
  BRAND: 'brandId',
  CATEGORY: 'categoryId',
  PRICE: 'prices',
  NAME: 'name',
  ALIAS: 'alias',
  SHORT_TEXT: 'shortText',
  DESCRIPTION: 'description',
  EXTRA_TEXT: 'extraText',
  META_TITLE: 'metaTitle',
  META_DESCRIPTION: 'metaDescription',
};

/** The id of the form's field a problem stands beside (the prices' section for a price). */
export function problemField(problem: FieldProblem): string {
  const field = FORM_FIELDS[problem.field] ?? 'articleNumber';
  return (TEXT_FIELDS as readonly string[]).includes(field) && problem.languageCode
    ? fieldName(field as TextField, problem.languageCode as ShopLanguage)
    : field;
}

/**
 * The key of a problem's words in `products.problems`: by its code, an alias's and an article
 * number's own words where theirs differ.
 */
export function problemKey(problem: FieldProblem): string {
  if (problem.field === 'ALIAS' && (problem.code === 'INVALID' || problem.code === 'TAKEN')) {
    return `${problem.code}_ALIAS`;
  }
  if (problem.field === 'ARTICLE_NUMBER' && problem.code === 'TAKEN') return 'TAKEN_ARTICLE_NUMBER';
  // No such brand or category: apart from the form's own UNKNOWN (that did not work).
  if (problem.code === 'UNKNOWN') return 'UNKNOWN_CHOICE';
  return problem.code;
}

/** The problems by the form field they stand beside, in words: one text per field. */
export function problemsByField(problems: readonly FieldProblem[], words: Record<string, string>) {
  const byField = new Map<string, string>();
  for (const problem of problems) {
    const field = problemField(problem);
    if (!byField.has(field)) byField.set(field, words[problemKey(problem)] ?? words.UNKNOWN ?? problem.code);
  }
  return byField;
}
