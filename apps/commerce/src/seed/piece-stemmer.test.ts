import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { searchDocument } from '#src/modules/catalog/search.ts';
import type { StemmedText } from './catalog-load.ts';
import { generateProducts } from './generate.ts';
import { PieceStemmer } from './piece-stemmer.ts';

const client = await PGlite.create();
const db = drizzle(client);
afterAll(() => client.close());

/**
 * The products whose text the stemmer gives another document than the database stems from the
 * whole text; the texts go to one stemmer in batches of `batch`, as the seed sends them.
 */
async function differing(texts: StemmedText[], batch = texts.length) {
  const stemmer = new PieceStemmer(db);
  const documents: string[] = [];
  for (let i = 0; i < texts.length; i += batch)
    documents.push(...(await stemmer.documents(texts.slice(i, i + batch))));
  const rows = texts.map((text, i) => ({ ...text, document: documents[i] }));
  const { rows: wrong } = await db.execute<{ product_id: number }>(sql`
    select product_id from json_to_recordset(${JSON.stringify(rows)}::json)
      as t(product_id integer, language_code text, name text, search_text text, document text)
    where document::tsvector is distinct from ${searchDocument}`);
  return wrong.map((row) => row.product_id);
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
    expect(await differing(texts, 250)).toEqual([]);
  });

  it('keeps positions and weights through stop words, signs, hyphens, quotes and odd spacing', async () => {
    const texts = [
      text(1, 'sv', 'Såg och', 'och Såg och  BER-100001 -12 2\u00a0950 kg, 1,9 m'),
      text(2, 'en', 'The  of', 'the of and'),
      text(3, 'en', "O'Brien's \\saw\\", "it's a 'quoted' saw-blade, v1.2.3 at x@y.se https://a.se/b?c=d"),
      text(4, 'fi', 'moottorisaha', 'moottorisahan moottorisahat ja  ja'),
      text(5, 'da', '', ' græsslåmaskine  med  '),
      text(6, 'nb', 'gressklipper', 'gressklipper '.repeat(40)),
    ];
    expect(await differing(texts)).toEqual([]);
  });

  it('refuses a text the parser may read as markup', async () => {
    await expect(new PieceStemmer(db).documents([text(1, 'en', 'a <b class="x y">', '')])).rejects.toThrow(
      /markup/,
    );
  });
});
