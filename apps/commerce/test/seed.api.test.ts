import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#src/db/client.ts';
import {
  campaignProducts,
  documents,
  priceLog,
  prices,
  productImages,
  productParameters,
  products,
  productTexts,
  reviews,
  skus,
} from '#src/db/schema.ts';
import { searchDocument } from '#src/modules/listing/index.ts';
import { type GeneratedProduct, generateProducts } from '#src/seed/generate.ts';
import { seedCatalog } from '#src/seed/seed.ts';
import { type DatabaseLocation, dropDatabase, emptyDatabase } from './databases.ts';

const CATALOG = { products: 120, seed: 7 };
const generated = [...generateProducts(CATALOG)];
const rowsOf = <T extends object>(pick: (p: GeneratedProduct) => T[]) =>
  generated.flatMap((p) => pick(p).map((row) => ({ productId: p.product.id, ...row })));

let database: DatabaseHandle;
let location: DatabaseLocation;
let seededRows: number;
/** Indexes and foreign keys as the migrations made them, before the seed set some aside. */
let migrated: string[];
/** The rental objects and the rental-period spec their price table replaces (seed/rentals.ts). */
let rented: Set<number>;
let period: { id: number; name: Record<string, string> };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const definitions = async () =>
  (
    await rows<{ definition: string }>(sql`
      select indexdef as definition from pg_indexes where schemaname = current_schema()
      union all
      select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = current_schema()::regnamespace
      order by 1`)
  ).map((r) => r.definition);

beforeAll(async () => {
  location = await emptyDatabase();
  database = await openDatabase({ ...location, durable: false });
  migrated = await definitions();
  seededRows = await seedCatalog(database.db, { ...CATALOG, apiKey: 'seed-test-key' });
  rented = new Set(
    (await rows<{ id: number }>(sql`select product_id as id from rental_objects`)).map((r) => r.id),
  );
  const [found] = await rows<typeof period>(
    sql`select id, name from parameters where identifier = 'rental-period'`,
  );
  if (!found) throw new Error('The seed defines no rental-period parameter');
  period = found;
});
afterAll(async () => {
  await database?.close();
  if (location) await dropDatabase(location);
});

describe('seeding a catalog', () => {
  it('writes every row the generator makes, as it made them', async () => {
    const { db } = database;
    expect(await db.select().from(products).orderBy(products.id)).toEqual(generated.map((p) => p.product));
    expect(
      await db.select().from(productTexts).orderBy(productTexts.productId, productTexts.languageCode),
    ).toEqual(
      rowsOf((p) => p.texts)
        // Every seeded language is written, not filled from Swedish (ADR 73).
        .map((t) => ({ ...t, translated: true }))
        .map((t) =>
          rented.has(t.productId)
            ? { ...t, text2: t.text2.replace(new RegExp(` · ${period.name[t.languageCode]}: [^·]*$`), '') }
            : t,
        )
        .sort((a, b) => a.productId - b.productId || a.languageCode.localeCompare(b.languageCode)),
    );
    const skuRows = await db.select().from(skus).orderBy(skus.id);
    expect(skuRows).toMatchObject(rowsOf((p) => p.skus));
    expect(skuRows.map((s) => s.id)).toEqual(skuRows.map((_, i) => i + 1));
    expect(await db.select().from(prices).orderBy(prices.productId, prices.marketId)).toEqual(
      rowsOf((p) => p.prices),
    );
    // Serial ids follow the generator's order, as when the rows went in one by one.
    expect(await db.select().from(priceLog).orderBy(priceLog.id)).toEqual(
      rowsOf((p) => p.priceLog).map((row, i) => ({ id: i + 1, ...row })),
    );
    expect(
      await db
        .select()
        .from(productParameters)
        .orderBy(productParameters.productId, productParameters.parameterId),
    ).toEqual(
      rowsOf((p) => p.parameters)
        .filter((row) => !(rented.has(row.productId) && row.parameterId === period.id))
        .sort((a, b) => a.productId - b.productId || a.parameterId - b.parameterId),
    );
    expect(
      await db.select().from(productImages).orderBy(productImages.productId, productImages.position),
    ).toEqual(rowsOf((p) => p.images.map((fileName, position) => ({ position, fileName }))));
    expect(
      await db
        .select()
        .from(campaignProducts)
        .orderBy(campaignProducts.productId, campaignProducts.campaignId),
    ).toEqual(rowsOf((p) => p.campaignIds.map((campaignId) => ({ campaignId }))));
    expect(await db.select().from(reviews).orderBy(reviews.id)).toMatchObject(rowsOf((p) => p.reviews));
    expect(await db.select().from(documents).orderBy(asc(documents.id))).toEqual(
      rowsOf((p) => p.documents).map((row, i) => ({ id: i + 1, ...row })),
    );
  });

  it('answers the number of product rows it wrote', async () => {
    const [written] = await rows<{ n: number }>(sql`
      select ((select count(*) from products) + (select count(*) from product_texts)
        + (select count(*) from skus) + (select count(*) from prices) + (select count(*) from price_log)
        + (select count(*) from product_parameters) + (select count(*) from product_images)
        + (select count(*) from campaign_products) + (select count(*) from reviews)
        + (select count(*) from documents))::int as n`);
    // The generator's rental-period specs the rental objects drop.
    expect(seededRows).toBe((written?.n ?? 0) + rented.size);
  });

  it('shows a rental object its price table, no rental period in its specs or short text', async () => {
    expect(rented.size).toBeGreaterThan(0);
    const left = await rows<{ n: number }>(sql`select count(*)::int as n from product_parameters pp
      join rental_objects o on o.product_id = pp.product_id where pp.parameter_id = ${period.id}`);
    expect(left[0]?.n).toBe(0);
    const texts = await rows<{ text: string }>(sql`select name || ' ' || text1 || ' ' || text2 as text
      from product_texts t join rental_objects o on o.product_id = t.product_id`);
    expect(texts.length).toBe(rented.size * 5);
    for (const { text } of texts) {
      expect(text).not.toMatch(/per dag|pr\. dag|per day|päivä(vuokra|hinta)|Hyresperiod|Rental period/i);
    }
  });

  it('builds again every index and foreign key the migrations define', async () => {
    expect(await definitions()).toEqual(migrated);
  });

  it('stems one search document per product text and keeps every word of the texts', async () => {
    const [counts] = await rows<{ documents: number; texts: number }>(
      sql`select (select count(*) from product_search)::int as documents, (select count(*) from product_texts)::int as texts`,
    );
    expect(counts?.documents).toBe(counts?.texts);
    // Stemmed beside the load on PGlite: each document as the database stems its text.
    const [differing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from product_search s
      join product_texts using (product_id, language_code)
      where s.document is distinct from ${searchDocument}`);
    expect(differing?.n).toBe(0);
    // The words as split from each whole text: the seed splits distinct pieces, which must be the same.
    const [words] = await rows<{ missing: number; extra: number }>(sql`
      with expected as (
        select distinct language_code, word
        from product_texts, regexp_split_to_table(lower(search_text), '[^[:alpha:]]+') as word
        where length(word) >= 3)
      select
        (select count(*) from (select * from expected except select language_code, word from search_words) m)::int as missing,
        (select count(*) from (select language_code, word from search_words except select * from expected) e)::int as extra`);
    expect(words).toEqual({ missing: 0, extra: 0 });
  });

  it('moves the sequences past the ids it gave', async () => {
    const [sequence] = await rows<{ next: number }>(sql`select nextval('products_id_seq')::int as next`);
    expect(sequence?.next).toBe(CATALOG.products + 1);
  });
});
