import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { searchDocument, vocabularyWords } from '#src/modules/listing/index.ts';
import type { StemmedText } from './catalog-load.ts';
import { generateProducts } from './generate.ts';
import { PieceStemmer } from './piece-stemmer.ts';

const client = await PGlite.create();
const db = drizzle(client);
afterAll(() => client.close());

/** The texts through one stemmer in batches of `batch`, as the seed sends them. */
async function stem(texts: StemmedText[], batch = texts.length) {
  const stemmer = new PieceStemmer(db);
  const documents: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < texts.length; i += batch) {
    const stemmed = await stemmer.documents(texts.slice(i, i + batch));
    documents.push(...stemmed.documents);
    words.push(...stemmed.words.map(({ languageCode, word }) => `${languageCode}:${word}`));
  }
  return { documents, words };
}

/** The products whose text `documents` holds another document for than the database stems. */
async function differing(texts: StemmedText[], documents: string[]) {
  const rows = texts.map((text, i) => ({ ...text, document: documents[i] }));
  const { rows: wrong } = await db.execute<{ product_id: number }>(sql`
    select product_id from json_to_recordset(${JSON.stringify(rows)}::json)
      as t(product_id integer, language_code text, name text, search_text text, document text)
    where document::tsvector is distinct from ${searchDocument}`);
  return wrong.map((row) => row.product_id);
}

/** The vocabulary's words of the texts, as the database splits them from each whole text. */
async function wordsOf(texts: StemmedText[]) {
  const { rows } = await db.execute<{ word: string }>(sql`
    select distinct language_code || ':' || word as word
    from json_to_recordset(${JSON.stringify(texts)}::json) as t(language_code text, name text, search_text text)
      cross join lateral ${vocabularyWords(sql`name || ' ' || search_text`)} as words`);
  return rows.map((row) => row.word).sort();
}

const text = (product_id: number, language_code: string, name: string, search_text: string) => ({
  product_id,
  language_code,
  name,
  search_text,
});

describe('PieceStemmer', () => {
  it('builds every generated text’s document as the database stems the whole text', async () => {
    const texts = [...generateProducts({ products: 300, seed: 11 })].flatMap(({ product, texts }) =>
      texts.map((t) => text(product.id, t.languageCode, t.name, t.searchText)),
    );
    expect(new Set(texts.map((t) => t.language_code)).size).toBe(5);
    const { documents, words } = await stem(texts, 250);
    expect(await differing(texts, documents)).toEqual([]);
    // Each word once, in the batch that first held it.
    expect(words.toSorted()).toEqual(await wordsOf(texts));
    // 300 products' texts in five languages stemmed twice: seconds on a busy machine, not a hang.
  }, 60_000);

  it('keeps positions and weights through stop words, signs, hyphens, quotes and odd spacing', async () => {
    const texts = [
      text(1, 'sv', 'Såg och', 'och Såg och  BER-100001 -12 2\u00a0950 kg, 1,9 m'),
      text(2, 'en', 'The  of', 'the of and'),
      text(3, 'en', "O'Brien's \\saw\\", "it's a 'quoted' saw-blade, v1.2.3 at x@y.se https://a.se/b?c=d"),
      text(4, 'fi', 'moottorisaha', 'moottorisahan moottorisahat ja  ja'),
      text(5, 'da', '', ' græsslåmaskine  med  '),
      text(6, 'nb', 'gressklipper', 'gressklipper '.repeat(40)),
    ];
    const { documents, words } = await stem(texts);
    expect(await differing(texts, documents)).toEqual([]);
    expect(words.toSorted()).toEqual(await wordsOf(texts));
  });

  it('refuses a text the parser may read as markup', async () => {
    await expect(new PieceStemmer(db).documents([text(1, 'en', 'a <b class="x y">', '')])).rejects.toThrow(
      /markup/,
    );
  });
});
