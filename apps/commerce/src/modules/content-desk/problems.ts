import type { Database, Transaction } from '#src/db/client.ts';
import type { LanguageCode } from '#src/modules/channels/index.ts';

/** How long the content desk's texts may be, and its lists' pages. */
export const CONTENT_DESK_LIMITS = {
  title: 200,
  alias: 120,
  metaDescription: 500,
  /** A page's body in one language, in the desk's text form (about 20 printed pages). */
  body: 20_000,
  /** A menu item's label, and a link of one. */
  label: 100,
  url: 500,
  pageDefault: 50,
  pageMax: 200,
  searchMax: 100,
  /** The versions a page lists, newest first. */
  versionsListed: 50,
} as const;

/** The fields of the content desk's forms a problem can stand beside; texts' fields are per language. */
export const CONTENT_FIELDS = [
  'TITLE',
  'ALIAS',
  'META_DESCRIPTION',
  'BODY',
  'LABEL',
  'URL',
  'TARGET',
  'PARENT',
  'LINK_LABEL',
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

/**
 * What is wrong with a field: REQUIRED (empty), TOO_LONG, INVALID (characters it cannot have, an
 * alias not of a–z, digits and single dashes, an address neither a shop path nor http(s)), TAKEN
 * (another page answers to the alias), UNKNOWN (no such category, brand, page or parent item).
 */
export const CONTENT_PROBLEM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'TAKEN', 'UNKNOWN'] as const;
export type ContentProblemCode = (typeof CONTENT_PROBLEM_CODES)[number];

export interface ContentProblem {
  field: ContentField;
  /** The language of a text's field; null for a field of no language (a menu item's target). */
  languageCode: LanguageCode | null;
  code: ContentProblemCode;
  message: string;
}

const WORDS: Record<ContentProblemCode, string> = {
  REQUIRED: 'Give the {field}.',
  TOO_LONG: 'The {field} is too long.',
  INVALID: 'The {field} has characters it cannot have.',
  TAKEN: 'Another page answers to this {field}.',
  UNKNOWN: 'There is no such {field}.',
};

/** A problem with its English words (the admin app shows its own by field, language and code). */
export function problem(
  field: ContentField,
  code: ContentProblemCode,
  languageCode: LanguageCode | null = null,
): ContentProblem {
  const name = field.toLowerCase().replace('_', ' ');
  const where = languageCode ? ` (${languageCode})` : '';
  return { field, languageCode, code, message: `${WORDS[code].replace('{field}', name)}${where}` };
}

/**
 * Why a change at the content desk was refused as a whole; nothing changed. STALE: another save
 * came after the version the form was read at, so this one would undo it unseen.
 */
export const CONTENT_DESK_REFUSALS = [
  'PAGE_NOT_FOUND',
  'VERSION_NOT_FOUND',
  'MENU_NOT_FOUND',
  'ITEM_NOT_FOUND',
  'BLOCK_NOT_FOUND',
  'STALE',
  'INVALID',
  'HAS_CHILDREN',
] as const;
export type ContentDeskRefusal = (typeof CONTENT_DESK_REFUSALS)[number];

const MESSAGES: Record<ContentDeskRefusal, string> = {
  PAGE_NOT_FOUND: 'There is no such content page.',
  VERSION_NOT_FOUND: 'The page has no such version.',
  MENU_NOT_FOUND: 'There is no such menu.',
  ITEM_NOT_FOUND: 'The menu has no such item.',
  BLOCK_NOT_FOUND: 'The home page has no such text block.',
  STALE: 'Someone saved a newer version since this form was read: read it again before saving.',
  INVALID: 'Some fields are not valid.',
  HAS_CHILDREN: 'Move or remove the items below it first.',
};

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class ContentRefusal extends Error {
  readonly refusal: ContentDeskRefusal;
  readonly problems: readonly ContentProblem[];
  /** For STALE: the version saved meanwhile. */
  readonly currentVersion: number | null;
  constructor(
    refusal: ContentDeskRefusal,
    problems: readonly ContentProblem[] = [],
    currentVersion: number | null = null,
  ) {
    super(problems.length > 0 ? problems.map((p) => p.message).join(' ') : MESSAGES[refusal]);
    this.refusal = refusal;
    this.problems = problems;
    this.currentVersion = currentVersion;
  }
}

export type ContentResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      refusal: ContentDeskRefusal;
      message: string;
      problems: readonly ContentProblem[];
      currentVersion: number | null;
    };

/** Runs a change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function contentTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<ContentResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    if (error instanceof ContentRefusal) {
      const { refusal, message, problems, currentVersion } = error;
      return { ok: false, refusal, message, problems, currentVersion };
    }
    throw error;
  }
}

/** Refused as INVALID with each problem, once per field, language and code; nothing when there is none. */
export function refuseProblems(problems: readonly ContentProblem[]) {
  const seen = new Set<string>();
  const distinct = problems.filter((p) => {
    const key = `${p.field}|${p.languageCode}|${p.code}`;
    return !seen.has(key) && seen.add(key);
  });
  if (distinct.length > 0) throw new ContentRefusal('INVALID', distinct);
}
