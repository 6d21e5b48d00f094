import { LANGUAGE_CODES, type LanguageCode } from '@shop/contract';
import { ALIAS_PATTERN, slugOf } from '#src/modules/channels/index.ts';
import { PRODUCT_DESK_LIMITS as L, type ProductField, type ProductProblem, problem } from './problems.ts';

/** A language's texts as the form sends them; an absent or empty field is empty. */
export interface ProductTextInput {
  languageCode: string;
  name?: string | null;
  description?: string | null;
  shortText?: string | null;
  extraText?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  alias?: string | null;
}

export interface ProductInput {
  articleNumber: string;
  brandId: number;
  categoryId: number;
  texts: readonly ProductTextInput[];
}

/** A language's texts as they are written: every language has a row (ADR 73). */
export interface CleanText {
  languageCode: LanguageCode;
  name: string;
  description: string;
  shortText: string;
  extraText: string;
  metaTitle: string;
  metaDescription: string;
  /** The language's own alias; null: the Swedish one (always null for Swedish, whose alias is the product's). */
  alias: string | null;
  /** False: left empty, and written as the Swedish texts for the shop to show. */
  translated: boolean;
}

export interface CleanProduct {
  articleNumber: string;
  brandId: number;
  categoryId: number;
  /** The product's own (Swedish) alias. */
  alias: string;
  texts: CleanText[];
}

const ARTICLE_NUMBER_PATTERN = /^[\p{L}\p{N}]+(?:[ ._/+-][\p{L}\p{N}]+)*$/u;
// Any control character but the line breaks and tabs a description may hold.
const CONTROL = /[\p{Cc}]/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\n\r\t]/u;

const TEXT_FIELDS = [
  ['name', 'NAME', L.name, false],
  ['description', 'DESCRIPTION', L.text, true],
  ['shortText', 'SHORT_TEXT', L.text, true],
  ['extraText', 'EXTRA_TEXT', L.text, true],
  ['metaTitle', 'META_TITLE', L.metaTitle, false],
  ['metaDescription', 'META_DESCRIPTION', L.metaDescription, true],
] as const satisfies readonly (readonly [keyof ProductTextInput, ProductField, number, boolean])[];

type TextKey = (typeof TEXT_FIELDS)[number][0];

/**
 * The form's input made ready to write, with every problem it has beside its field and language:
 * texts trimmed, a language left empty marked untranslated and given the Swedish texts, the
 * Swedish alias made from the Swedish name (or the article number) when none is given, and a
 * language's alias that is the Swedish one kept as none. Whether an alias or article number is
 * another product's is for the database to say.
 */
export function cleanProductInput(input: ProductInput): {
  product: CleanProduct;
  problems: ProductProblem[];
} {
  const problems: ProductProblem[] = [];
  const articleNumber = input.articleNumber.trim();
  if (!articleNumber) problems.push(problem('ARTICLE_NUMBER', 'REQUIRED'));
  else if (articleNumber.length > L.articleNumber) problems.push(problem('ARTICLE_NUMBER', 'TOO_LONG'));
  else if (!ARTICLE_NUMBER_PATTERN.test(articleNumber)) problems.push(problem('ARTICLE_NUMBER', 'INVALID'));

  const given = new Map<LanguageCode, ProductTextInput>();
  for (const text of input.texts) {
    const code = LANGUAGE_CODES.find((c) => c === text.languageCode);
    if (code && !given.has(code)) given.set(code, text);
  }
  const read = (code: LanguageCode) => {
    const text = given.get(code);
    const fields = {} as Record<TextKey, string>;
    for (const [key, field, max, lines] of TEXT_FIELDS) {
      const value = (text?.[key] ?? '').trim();
      fields[key] = value;
      if (value.length > max) problems.push(problem(field, 'TOO_LONG', code));
      else if ((lines ? CONTROL_BUT_LINES : CONTROL).test(value) || !value.isWellFormed())
        problems.push(problem(field, 'INVALID', code));
    }
    return { fields, alias: (text?.alias ?? '').trim() };
  };

  const swedish = read('sv');
  const ownAlias = swedish.alias || slugOf(swedish.fields.name, L.alias) || slugOf(articleNumber, L.alias);
  if (swedish.alias) checkAlias(swedish.alias, 'sv', problems);
  else if (!ownAlias) problems.push(problem('ALIAS', 'REQUIRED', 'sv'));

  const texts: CleanText[] = LANGUAGE_CODES.map((code) => {
    if (code === 'sv') return { languageCode: code, ...swedish.fields, alias: null, translated: true };
    const { fields, alias } = read(code);
    const translated = alias !== '' || Object.values(fields).some((value) => value !== '');
    if (!translated) return { languageCode: code, ...swedish.fields, alias: null, translated: false };
    if (!fields.name) problems.push(problem('NAME', 'REQUIRED', code));
    if (alias) checkAlias(alias, code, problems);
    return { languageCode: code, ...fields, alias: alias && alias !== ownAlias ? alias : null, translated };
  });
  return {
    product: { articleNumber, brandId: input.brandId, categoryId: input.categoryId, alias: ownAlias, texts },
    problems,
  };
}

function checkAlias(alias: string, code: LanguageCode, problems: ProductProblem[]) {
  if (alias.length > L.alias) problems.push(problem('ALIAS', 'TOO_LONG', code));
  else if (!ALIAS_PATTERN.test(alias)) problems.push(problem('ALIAS', 'INVALID', code));
}
