import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { productSearch } from '#src/db/schema.ts';
import { readDocument } from './search-document.ts';

/**
 * Search held in memory, one inverted index per language over the stemmed documents PostgreSQL
 * built (`product_search`): for each lexeme, the products (slots of the facet index) that have it
 * and how strongly. A search reads no product rows; only words not seen before are stemmed and
 * corrected in the database, once per index (see `search.ts`).
 */
export interface LanguageSearchIndex {
  /**
   * Postings of term t: postings[start[t] .. start[t + 1]], each `slot << 2 | strength`, by slot.
   * Terms added after this language was read have none (t + 1 beyond `start`).
   */
  start: Int32Array;
  postings: Int32Array;
  /** Per slot, how many words its name has (a model such as "HG-11" one), at most 255. */
  nameWords: Uint8Array;
}

export interface SearchIndex {
  /** Every language's lexemes in one dictionary: article numbers and brands are stored once. */
  termOf: Map<string, number>;
  languages: Map<string, LanguageSearchIndex>;
  /** Slot of each article number, upper case: an exact article number ranks first. */
  articleSlot: Map<string, number>;
  /** What each searched word stems to and is near to, per language: `${language}:${word}`. */
  words: Map<string, WordLookup>;
}

export interface WordLookup {
  /** The word's lexemes, stemmed as the documents were; none for a stop word. */
  stems: string[];
  /** Lexemes of the catalog's words most like it: typos and inflections the stemmer keeps apart. */
  near: { lexeme: string; likeness: number }[];
}

/**
 * Strength of a lexeme in a document, two bits: weight A (the name) or D (the rest), and whether
 * it occurs more than once. Relevance adds the strength of each searched word.
 */
export const STRENGTH_WEIGHT = [0.1, 0.15, 1, 1.1] as const;

/** Reads a language's documents in slot order, this many at a time, to keep the build's peak low. */
const READ_BATCH = 20_000;

async function buildLanguage(
  db: Database,
  languageCode: string,
  slotOf: ReadonlyMap<number, number>,
  termOf: Map<string, number>,
): Promise<LanguageSearchIndex> {
  let pairs = new Int32Array(1 << 20);
  let length = 0;
  const nameWords = new Uint8Array(slotOf.size);
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: productSearch.productId, document: productSearch.document })
      .from(productSearch)
      .where(and(eq(productSearch.languageCode, languageCode), gt(productSearch.productId, after)))
      .orderBy(asc(productSearch.productId))
      .limit(READ_BATCH);
    for (const row of rows) {
      const slot = slotOf.get(row.id);
      if (slot === undefined) continue;
      const words = readDocument(row.document, (lexeme, strength) => {
        let term = termOf.get(lexeme);
        if (term === undefined) {
          term = termOf.size;
          termOf.set(lexeme, term);
        }
        if (length + 2 > pairs.length) {
          const grown = new Int32Array(pairs.length * 2);
          grown.set(pairs);
          pairs = grown;
        }
        pairs[length++] = term;
        pairs[length++] = (slot << 2) | strength;
      });
      nameWords[slot] = Math.min(words, 255);
    }
    if (rows.length < READ_BATCH) break;
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  // Compressed rows: count each term's postings, then place them; slots stay in ascending order.
  const start = new Int32Array(termOf.size + 1);
  for (let k = 0; k < length; k += 2) {
    const t = (pairs[k] as number) + 1;
    start[t] = (start[t] as number) + 1;
  }
  for (let t = 0; t < termOf.size; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
  const postings = new Int32Array(length / 2);
  const next = start.slice(0, termOf.size);
  for (let k = 0; k < length; k += 2)
    postings[(next[pairs[k] as number] as number)++] = pairs[k + 1] as number;
  return { start, postings, nameWords };
}

/** Builds every language's index; slots are the facet index's (`slotOf`). */
export async function buildSearchIndex(
  db: Database,
  slotOf: ReadonlyMap<number, number>,
  articleNumbers: readonly { id: number; articleNumber: string }[],
): Promise<SearchIndex> {
  const codes = await db.selectDistinct({ code: productSearch.languageCode }).from(productSearch);
  const termOf = new Map<string, number>();
  const languages = new Map<string, LanguageSearchIndex>();
  for (const { code } of codes) languages.set(code, await buildLanguage(db, code, slotOf, termOf));
  const articleSlot = new Map<string, number>();
  for (const { id, articleNumber } of articleNumbers) {
    const slot = slotOf.get(id);
    if (slot !== undefined) articleSlot.set(articleNumber.toUpperCase(), slot);
  }
  return { termOf, languages, articleSlot, words: new Map() };
}

/** Bytes the index holds in typed arrays, and an estimate for its maps' keys and entries. */
export function searchIndexBytes(index: SearchIndex): number {
  const entry = (key: string) => 2 * key.length + 48;
  let bytes = 0;
  for (const language of index.languages.values()) {
    bytes += language.start.byteLength + language.postings.byteLength + language.nameWords.byteLength;
  }
  for (const lexeme of index.termOf.keys()) bytes += entry(lexeme);
  for (const number of index.articleSlot.keys()) bytes += entry(number);
  return bytes;
}

/** rankSearch's working columns, kept between searches: one synchronous call uses them at a time. */
let scratch = {
  best: new Float32Array(0),
  matched: new Uint16Array(0),
  inName: new Uint8Array(0),
  named: new Uint16Array(0),
};

/**
 * What a name wholly made of the words searched, as typed (corrections aside), adds in proportion
 * to the share of its words they are: "HG-11" ranks the machine named HG-11 above the HG-11 HD, and
 * a product's full name ranks it first. Below a word's name match over its text match (1 against
 * 0.1), so it never lifts a product that only mentions a word above one named by it.
 */
const NAME_COVERAGE_WEIGHT = 0.5;

/** A searched word as one or more lexemes any of which it may match, with a weight for each. */
export interface WordMatch {
  lexemes: string[];
  /** Multiplies the strength of a match on lexemes[i]: below 1 for a correction. */
  weights: number[];
}

/**
 * Relevance per slot of the products matching every word (0: no match): the sum over the words of
 * the strongest match of each, plus the share of the name's words searched (NAME_COVERAGE_WEIGHT),
 * plus `exactBonus` for the product whose article number is `term`.
 */
export function rankSearch(
  index: SearchIndex,
  languageCode: string,
  words: readonly WordMatch[],
  size: number,
  term: string,
  exactBonus: number,
): Float32Array {
  const relevance = new Float32Array(size);
  const language = index.languages.get(languageCode);
  if (language && words.length) {
    if (scratch.best.length < size)
      scratch = {
        best: new Float32Array(size),
        matched: new Uint16Array(size),
        inName: new Uint8Array(size),
        named: new Uint16Array(size),
      };
    const { best, matched, inName, named } = scratch;
    matched.fill(0, 0, size);
    named.fill(0, 0, size);
    for (const word of words) {
      best.fill(0, 0, size);
      inName.fill(0, 0, size);
      word.lexemes.forEach((lexeme, i) => {
        const term = index.termOf.get(lexeme);
        if (term === undefined || term + 1 >= language.start.length) return;
        const weight = word.weights[i] as number;
        const end = language.start[term + 1] as number;
        for (let k = language.start[term] as number; k < end; k++) {
          const posting = language.postings[k] as number;
          const slot = posting >> 2;
          const score = (STRENGTH_WEIGHT[posting & 3] as number) * weight;
          if (score > (best[slot] as number)) best[slot] = score;
          if (posting & 2 && weight >= 1) inName[slot] = 1;
        }
      });
      for (let slot = 0; slot < size; slot++) {
        const score = best[slot] as number;
        if (score > 0) {
          relevance[slot] = (relevance[slot] as number) + score;
          matched[slot] = (matched[slot] as number) + 1;
          named[slot] = (named[slot] as number) + (inName[slot] as number);
        }
      }
    }
    for (let slot = 0; slot < size; slot++) {
      if (matched[slot] !== words.length) relevance[slot] = 0;
      else {
        const nameWords = language.nameWords[slot] ?? 0;
        const share = nameWords > 0 ? Math.min((named[slot] as number) / nameWords, 1) : 0;
        relevance[slot] = (relevance[slot] as number) + NAME_COVERAGE_WEIGHT * share;
      }
    }
  }
  const exact = index.articleSlot.get(term.toUpperCase());
  if (exact !== undefined) relevance[exact] = (relevance[exact] as number) + exactBonus;
  return relevance;
}
