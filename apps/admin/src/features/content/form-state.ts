/** The languages of the shop, Swedish first, as the forms show them side by side. */
export const SHOP_LANGUAGES = ['sv', 'da', 'en', 'fi', 'nb'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** A page's fields per language, by the API's names. */
export const PAGE_FIELDS = ['title', 'alias', 'metaDescription', 'body'] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

export type PageValues = Record<ShopLanguage, Record<PageField, string>>;

/** A problem beside a field (and a language, for texts), as the API names it. */
export interface FieldProblem {
  field: string;
  languageCode: string | null;
  code: string;
}

/** What a form shows after a post: the problems beside their fields and what was typed kept, or what was done. */
export interface FormState<Values> {
  problems: FieldProblem[];
  /** A refusal of the whole form (STALE, PAGE_NOT_FOUND, UNAVAILABLE, FORBIDDEN, ...). */
  formError: string | null;
  values: Values | null;
  done: string | null;
}

export const emptyState = <Values>(): FormState<Values> => ({
  problems: [],
  formError: null,
  values: null,
  done: null,
});

/** The name (and id) of a language's field in a form: `title-sv`. */
export const fieldName = (field: string, language: string) => `${field}-${language}`;

export function emptyPageValues(): PageValues {
  return Object.fromEntries(
    SHOP_LANGUAGES.map((language) => [language, { title: '', alias: '', metaDescription: '', body: '' }]),
  ) as PageValues;
}

/** The API's field of a problem as a form's field name: `TITLE` in Swedish is `title-sv`. */
const FORM_FIELDS: Record<string, string> = {
  TITLE: 'title',
  ALIAS: 'alias',
  META_DESCRIPTION: 'metaDescription',
  BODY: 'body',
  LABEL: 'label',
  URL: 'url',
  TARGET: 'target',
  PARENT: 'parentId',
  LINK_LABEL: 'linkLabel',
};

export function problemField(problem: FieldProblem, prefix = ''): string {
  const field = FORM_FIELDS[problem.field] ?? 'title';
  return `${prefix}${problem.languageCode ? fieldName(field, problem.languageCode) : field}`;
}

/** The key of a problem's words in `content.problems`: an alias's own words where they differ. */
export function problemKey(problem: FieldProblem): string {
  if (problem.field === 'ALIAS' && (problem.code === 'INVALID' || problem.code === 'TAKEN')) {
    return `${problem.code}_ALIAS`;
  }
  if (problem.field === 'URL' && problem.code === 'INVALID') return 'INVALID_URL';
  return problem.code;
}

/** The problems by the form field they stand beside, in words: one text per field. */
export function problemsByField(
  problems: readonly FieldProblem[],
  words: Record<string, string>,
  prefix = '',
) {
  const byField = new Map<string, string>();
  for (const problem of problems) {
    const field = problemField(problem, prefix);
    if (!byField.has(field)) byField.set(field, words[problemKey(problem)] ?? words.UNKNOWN ?? problem.code);
  }
  return byField;
}
