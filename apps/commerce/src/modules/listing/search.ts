import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { productSearch, productTexts, searchConfig, searchWords } from '#src/db/schema.ts';
import type { FacetIndex } from './facet-index.ts';
import { rankSearch, type SearchIndex, type WordLookup, type WordMatch } from './search-index.ts';
import { searchedTerms } from './search-terms.ts';

/** The text search configuration (stemmer) of each language, as the search index was built with. */
const SEARCH_CONFIG: Record<string, string> = {
  sv: 'swedish',
  da: 'danish',
  fi: 'finnish',
  nb: 'norwegian',
  en: 'english',
};

/** How alike a catalog word must be to a searched word to be taken as what was meant. */
const CORRECTION_SIMILARITY = 0.4;
const CORRECTIONS_PER_WORD = 2;
/** Shorter words are left as typed: too many words are near a short one. */
const CORRECTABLE_LENGTH = 4;

/**
 * A text's search document, from its `language_code`, `name` and `search_text` columns: the name
 * weighted above the rest of the text, stemmed in the text's language.
 */
export const searchDocument = sql`setweight(to_tsvector(${searchConfig}, name), 'A') || setweight(to_tsvector(${searchConfig}, search_text), 'D')`;

/**
 * The words of `text` that typos are corrected against (a relation of `word`): its runs of
 * letters, in lower case, of three letters or more.
 */
export const vocabularyWords = (text: SQL) =>
  sql`(select word from regexp_split_to_table(lower(${text}), '[^[:alpha:]]+') as word where length(word) >= 3)`;

/**
 * Rebuilds what search reads from the product texts: the stemmed, weighted document per product
 * and language (name above the rest) and the vocabulary typos are corrected against. Without
 * `productIds`, for the whole catalog.
 */
export async function refreshSearchIndex(db: Pick<Database, 'execute'>, productIds?: readonly number[]) {
  const only = productIds ? sql`where ${inArray(productTexts.productId, [...productIds])}` : sql``;
  await db.execute(sql`
    insert into ${productSearch} (product_id, language_code, document)
    select product_id, language_code, ${searchDocument}
    from ${productTexts} ${only}
    on conflict (language_code, product_id) do update set document = excluded.document`);
  // The texts repeat their pieces (names, units, sentences of a description) so much that
  // splitting them once each splits a fraction of the text.
  await db.execute(sql`
    insert into ${searchWords} (language_code, word)
    select distinct language_code, word
    from (select distinct language_code, piece
      from ${productTexts}, string_to_table(search_text, ' ') as piece ${only}) as pieces
      cross join lateral ${vocabularyWords(sql`piece`)} as words
    on conflict do nothing`);
}

/** An exact article number ranks above any match of words. */
const EXACT_ARTICLE_BONUS = 1000;
/** A correction as like the word as can be counts this much of the word as typed. */
const CORRECTION_WEIGHT = 0.9;
/** Words remembered per index; the oldest are forgotten first (a search may send any word). */
const REMEMBERED_WORDS = 50_000;

/**
 * A search in the request's language, answered from the in-memory search index: each word as
 * typed (stemmed, so "gräsklipparen" finds "gräsklippare") or as one of the catalog's words nearest
 * to it (typos: "grasklipare"), a model as the catalog writes it or not ("HG-11", "HG 11", "hg11").
 * Answers every matching product's relevance per facet index slot (0: no match): an exact article
 * number first, then matches in the name (weighted above the rest of the text, and a name the
 * search says more of above one it says less of), then matches anywhere. Stop words are left out.
 */
export async function searchProducts(
  db: Database,
  index: FacetIndex,
  term: string,
  languageCode: string,
): Promise<Float32Array> {
  const terms = searchedTerms(term);
  const typed = [
    ...new Set(terms.flatMap((t) => ('word' in t ? [t.word] : [t.letters, t.number, t.letters + t.number]))),
  ];
  const lookups = await lookUpWords(db, index.search, typed, languageCode);
  const lookup = new Map(typed.map((word, i) => [word, lookups[i] as WordLookup]));
  const matches: WordMatch[] = [];
  const addWord = (word: string) => {
    const { stems, near } = lookup.get(word) ?? { stems: [], near: [] };
    if (stems.length === 0) return;
    // A correction counts as much as it is like the word typed, below the word as typed.
    const corrections = near.filter(({ lexeme }) => !stems.includes(lexeme));
    // PostgreSQL reads the number of "HG-11" as -11.
    const signed = /^\d+$/.test(word) ? [`-${word}`] : [];
    matches.push({
      lexemes: [...stems, ...signed, ...corrections.map(({ lexeme }) => lexeme)],
      weights: [
        ...stems.map(() => 1),
        ...signed.map(() => 1),
        ...corrections.map(({ likeness }) => likeness * CORRECTION_WEIGHT),
      ],
    });
  };
  for (const t of terms) {
    if ('word' in t) {
      addWord(t.word);
      continue;
    }
    // The model joined as the index holds it (search-document.ts), or as the catalog wrote it joined.
    const letters = lookup.get(t.letters)?.stems[0] ?? t.letters;
    const joined = [
      ...new Set([`${letters}${t.number}`, ...(lookup.get(t.letters + t.number)?.stems ?? [])]),
    ].filter((lexeme) => index.search.termOf.has(lexeme));
    if (joined.length > 0) matches.push({ lexemes: joined, weights: joined.map(() => 1) });
    else {
      // No such model in the catalog: its letters and number as two words, as any other search.
      addWord(t.letters);
      addWord(t.number);
    }
  }
  return rankSearch(index.search, languageCode, matches, index.size, term.trim(), EXACT_ARTICLE_BONUS);
}

/**
 * What each word stems to and which catalog words are near it, from the index's memory or, for
 * words not seen since the index was built, from one query: stemmed by PostgreSQL as the documents
 * were, and compared with the catalog's vocabulary by trigram similarity (pg_trgm).
 */
async function lookUpWords(
  db: Database,
  search: SearchIndex,
  words: string[],
  languageCode: string,
): Promise<WordLookup[]> {
  const key = (word: string) => `${languageCode}:${word}`;
  const unseen = words.filter((word) => !search.words.has(key(word)));
  if (unseen.length) {
    const config = SEARCH_CONFIG[languageCode] ?? 'english';
    const list = (items: string[]) =>
      sql.join(
        items.map((w) => sql`${w}`),
        sql`, `,
      );
    const correctable = unseen.filter((w) => w.length >= CORRECTABLE_LENGTH && /^\p{L}+$/u.test(w));
    // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
    const { rows } = (await db.execute(sql`
      select typed,
        array(select lexeme from unnest(to_tsvector(${config}::regconfig, typed))) as stems,
        (select coalesce(json_agg(json_build_object('word', nearest.word, 'lexeme', stemmed.lexeme)), '[]')
          from (
            select ${searchWords.word} as word
            from ${searchWords}
            where typed = any(array[${list(correctable)}]::text[])
              and ${searchWords.languageCode} = ${languageCode} and ${searchWords.word} % typed
              and ${searchWords.word} <> typed
              and similarity(${searchWords.word}, typed) >= ${CORRECTION_SIMILARITY}
            order by similarity(${searchWords.word}, typed) desc
            limit ${CORRECTIONS_PER_WORD}
          ) nearest, unnest(to_tsvector(${config}::regconfig, nearest.word)) as stemmed
        ) as near
      from unnest(array[${list(unseen)}]::text[]) as typed`)) as unknown as {
      rows: { typed: string; stems: string[]; near: Near[] | string }[];
    };
    for (const { typed, stems, near } of rows) {
      if (search.words.size >= REMEMBERED_WORDS)
        search.words.delete(search.words.keys().next().value as string);
      const nearest: Near[] = typeof near === 'string' ? JSON.parse(near) : near;
      search.words.set(key(typed), {
        stems,
        near: nearest.map(({ word, lexeme }) => ({ lexeme, likeness: likeness(typed, word) })),
      });
    }
  }
  return words.map((word) => search.words.get(key(word)) ?? { stems: [], near: [] });
}

interface Near {
  word: string;
  lexeme: string;
}

/**
 * How alike two words are by edit distance, 0 to 1: trigrams find the candidates, but rank
 * "motor" above "motorsåg" for "motorsg"; one letter missing is nearer than two too many.
 */
export function likeness(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return 1 - (previous[b.length] as number) / Math.max(a.length, b.length, 1);
}
