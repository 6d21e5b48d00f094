import { LANGUAGE_CODES, type LanguageCode } from '@shop/contract';
import type { ContentPageTexts } from '#src/db/schema.ts';
import { ALIAS_PATTERN, slugOf } from '#src/modules/channels/index.ts';
import { sectionsText, textSections } from './body-text.ts';
import { type ContentField, type ContentProblem, CONTENT_DESK_LIMITS as L, problem } from './problems.ts';

/** A language's texts as the form sends them; an absent or empty field is empty. */
export interface PageTextInput {
  languageCode: string;
  title?: string | null;
  alias?: string | null;
  metaDescription?: string | null;
  body?: string | null;
}

/** A language's texts as the desk shows them: empty where the language shows the Swedish ones. */
export interface PageTextView {
  languageCode: LanguageCode;
  title: string;
  alias: string;
  metaDescription: string;
  body: string;
  /** False: the language has no texts of its own, and the shop shows the Swedish ones. */
  translated: boolean;
}

const CONTROL = /[\p{Cc}]/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\n\r\t]/u;

const FIELDS = [
  ['title', 'TITLE', L.title, false],
  ['metaDescription', 'META_DESCRIPTION', L.metaDescription, false],
  ['body', 'BODY', L.body, true],
] as const satisfies readonly (readonly [keyof PageTextInput, ContentField, number, boolean])[];

/** A text of a form field trimmed, with a problem when it is too long or holds what it cannot. */
export function checkedText(
  value: string | null | undefined,
  field: ContentField,
  max: number,
  languageCode: LanguageCode | null,
  problems: ContentProblem[],
  lines = false,
): string {
  const text = (value ?? '').trim();
  if (text.length > max) problems.push(problem(field, 'TOO_LONG', languageCode));
  else if ((lines ? CONTROL_BUT_LINES : CONTROL).test(text) || !text.isWellFormed())
    problems.push(problem(field, 'INVALID', languageCode));
  return text;
}

function checkAlias(alias: string, code: LanguageCode, problems: ContentProblem[]) {
  if (alias.length > L.alias) problems.push(problem('ALIAS', 'TOO_LONG', code));
  else if (!ALIAS_PATTERN.test(alias)) problems.push(problem('ALIAS', 'INVALID', code));
}

/**
 * The form's texts as a version to keep, with every problem beside its field and language: the
 * Swedish title is required, a language given any text needs its title, a language left empty
 * shows the Swedish texts. An alias left empty is made of the language's title; a language's alias
 * that is the Swedish one is none. The body's sections keep the layouts `base` gave them (a new one
 * is full width). Whether an alias is another page's is for the database to say.
 */
export function cleanPageInput(
  input: readonly PageTextInput[],
  base: ContentPageTexts | null,
): { texts: ContentPageTexts; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const given = new Map<LanguageCode, PageTextInput>();
  for (const text of input) {
    const code = LANGUAGE_CODES.find((c) => c === text.languageCode);
    if (code && !given.has(code)) given.set(code, text);
  }
  const texts: ContentPageTexts = { title: {}, metaDescription: {}, alias: '', aliases: {}, sections: [] };
  const bodies = new Map<LanguageCode, ReturnType<typeof textSections>>();
  for (const code of LANGUAGE_CODES) {
    const text = given.get(code);
    const fields = {} as Record<(typeof FIELDS)[number][0], string>;
    for (const [key, field, max, lines] of FIELDS) {
      fields[key] = checkedText(text?.[key], field, max, code, problems, lines);
    }
    const alias = checkedText(text?.alias, 'ALIAS', L.alias * 2, code, problems);
    const translated = code === 'sv' || alias !== '' || Object.values(fields).some((v) => v !== '');
    if (!translated) continue;
    if (!fields.title) problems.push(problem('TITLE', 'REQUIRED', code));
    if (alias) checkAlias(alias, code, problems);
    const own = alias || slugOf(fields.title, L.alias);
    if (code === 'sv') {
      if (!own) problems.push(problem('ALIAS', 'REQUIRED', code));
      texts.alias = own;
    } else if (own && own !== texts.alias) {
      texts.aliases[code] = own;
    }
    texts.title[code] = fields.title;
    if (fields.metaDescription) texts.metaDescription[code] = fields.metaDescription;
    if (fields.body) bodies.set(code, textSections(fields.body));
  }
  const count = Math.max(0, ...[...bodies.values()].map((sections) => sections.length));
  for (let index = 0; index < count; index++) {
    const blocks: Record<string, unknown[]> = {};
    for (const [code, sections] of bodies) blocks[code] = sections[index] ?? [];
    texts.sections.push({ layout: base?.sections[index]?.layout ?? 'full', blocks });
  }
  return { texts, problems };
}

/** A version's texts as the form shows them, language by language. */
export function pageTextViews(texts: ContentPageTexts): PageTextView[] {
  return LANGUAGE_CODES.map((code) => {
    const translated = code === 'sv' || code in texts.title;
    const hasBody = texts.sections.some((section) => code in section.blocks);
    return {
      languageCode: code,
      title: translated ? (texts.title[code] ?? '') : '',
      alias: code === 'sv' ? texts.alias : (texts.aliases[code] ?? ''),
      metaDescription: translated ? (texts.metaDescription[code] ?? '') : '',
      body: hasBody ? sectionsText(texts.sections.map((section) => section.blocks[code] ?? [])) : '',
      translated,
    };
  });
}
