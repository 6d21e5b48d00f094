import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { productSearch, products, productTexts, searchConfig, searchWords } from '#src/db/schema.ts';

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

const vocabularyWords = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);

/**
 * Rebuilds what search reads from the product texts: the stemmed, weighted document per product
 * and language (name above the rest) and the vocabulary typos are corrected against. Without
 * `productIds`, for the whole catalog.
 */
export async function refreshSearchIndex(db: Pick<Database, 'execute'>, productIds?: readonly number[]) {
  const only = productIds ? sql`where ${inArray(productTexts.productId, [...productIds])}` : sql``;
  await db.execute(sql`
    insert into ${productSearch} (product_id, language_code, document)
    select product_id, language_code,
      setweight(to_tsvector(${searchConfig}, name), 'A') || setweight(to_tsvector(${searchConfig}, search_text), 'D')
    from ${productTexts} ${only}
    on conflict (language_code, product_id) do update set document = excluded.document`);
  await db.execute(sql`
    insert into ${searchWords} (language_code, word)
    select distinct language_code, word
    from ${productTexts}, regexp_split_to_table(lower(search_text), '[^[:alpha:]]+') as word
    ${productIds ? sql`${only} and` : sql`where`} length(word) >= 3
    on conflict do nothing`);
}

/**
 * A search in the request's language: each word as typed (stemmed, so "gräsklipparen" finds
 * "gräsklippare") or as one of the catalog's words nearest to it (typos: "grasklipare"). Answers
 * every matching product with its relevance: an exact article number first, then matches in the
 * name (weighted above the rest of the text), then matches anywhere.
 */
export async function searchProducts(
  db: Database,
  term: string,
  languageCode: string,
): Promise<Map<number, number>> {
  const config = SEARCH_CONFIG[languageCode] ?? 'english';
  const words = [...new Set(vocabularyWords(term).filter((w) => w.length >= CORRECTABLE_LENGTH))];
  const corrections = words.length ? await correctionsOf(db, words, languageCode) : new Map();

  const asTyped = sql`websearch_to_tsquery(${config}::regconfig, ${term})`;
  const plain = (word: string) => sql`plainto_tsquery(${config}::regconfig, ${word})`;
  // Every word must match, as typed or as one of the words near it.
  const near = corrections.size
    ? sql`(${sql.join(
        vocabularyWords(term)
          .filter(Boolean)
          .map((word) => sql`(${sql.join([word, ...(corrections.get(word) ?? [])].map(plain), sql` || `)})`),
        sql` && `,
      )})`
    : undefined;
  const query = near ? sql`(${asTyped} || ${near})` : asTyped;
  const [matches, exact] = await Promise.all([
    db
      .select({
        id: productSearch.productId,
        relevance: sql<number>`ts_rank(${productSearch.document}, ${query})`,
      })
      .from(productSearch)
      .where(and(eq(productSearch.languageCode, languageCode), sql`${productSearch.document} @@ ${query}`)),
    db.select({ id: products.id }).from(products).where(eq(products.articleNumber, term.toUpperCase())),
  ]);
  const relevance = new Map(matches.map((m) => [m.id, Number(m.relevance)]));
  for (const { id } of exact) relevance.set(id, (relevance.get(id) ?? 0) + 4);
  return relevance;
}

/**
 * For each searched word, the catalog's words most like it: what was meant when it is a typo, and
 * other inflections when it is not (the stemmers do not join every form: "gressklipperen").
 */
async function correctionsOf(
  db: Database,
  words: string[],
  languageCode: string,
): Promise<Map<string, string[]>> {
  const typedWords = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
  const { rows } = (await db.execute(sql`
    select typed, word from unnest(array[${typedWords}]::text[]) as typed
    cross join lateral (
      select ${searchWords.word} as word from ${searchWords}
      where ${searchWords.languageCode} = ${languageCode} and ${searchWords.word} % typed
        and ${searchWords.word} <> typed
        and similarity(${searchWords.word}, typed) >= ${CORRECTION_SIMILARITY}
      order by similarity(${searchWords.word}, typed) desc
      limit ${CORRECTIONS_PER_WORD}
    ) nearest`)) as unknown as { rows: { typed: string; word: string }[] };
  const found = new Map<string, string[]>();
  for (const { typed, word } of rows) found.set(typed, [...(found.get(typed) ?? []), word]);
  return found;
}
