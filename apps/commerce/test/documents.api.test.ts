import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, products } from '#src/db/schema.ts';
import { useTestApi } from './suite.ts';

const { api, db, data } = useTestApi();

describe('documents and manuals', () => {
  const DOCS = `query ($alias: String!, $languageId: String) {
    product(alias: $alias, languageId: $languageId) { documents { documentId title fileName url languageCode } }
  }`;
  interface Doc {
    documentId: number;
    title: string;
    fileName: string;
    url: string;
    languageCode: string;
  }

  async function documentedAlias() {
    const [row] = await db()
      .select({ alias: products.alias })
      .from(documents)
      .innerJoin(products, eq(products.id, documents.productId))
      .orderBy(documents.id)
      .limit(1);
    return row?.alias as string;
  }

  it("lists a product's documents, the request's language first", async () => {
    const alias = await documentedAlias();
    const { product } = await data<{ product: { documents: Doc[] } }>(DOCS, { alias, languageId: 'en-GB' });
    expect(product.documents.length).toBeGreaterThanOrEqual(2);
    expect(product.documents[0]?.languageCode).toBe('en');
    expect(product.documents.map((d) => d.languageCode)).toContain('sv');
    for (const d of product.documents) expect(d.url).toBe(`/documents/${d.fileName}`);
    expect(product.documents.find((d) => d.languageCode === 'sv')?.title).toMatch(/^Bruksanvisning – /);
  });

  it('serves a document as a real PDF with caching headers, and 404 for an unknown name', async () => {
    const alias = await documentedAlias();
    const { product } = await data<{ product: { documents: Doc[] } }>(DOCS, { alias });
    const url = `${api().url}${product.documents[0]?.url}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(body.length).toBeGreaterThan(2000);

    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);

    for (const name of ['no-such-manual.pdf', '..%2F..%2Fetc%2Fpasswd', 'x.exe', '%E0%A4%A']) {
      expect((await fetch(`${api().url}/documents/${name}`)).status).toBe(404);
    }
  });

  it('renders every language, Swedish, Danish and Finnish letters included', async () => {
    const rows = await db().selectDistinct({ languageCode: documents.languageCode }).from(documents);
    expect(rows.map((r) => r.languageCode).sort()).toEqual(['da', 'en', 'fi', 'nb', 'sv']);
    for (const lang of ['sv', 'da', 'fi', 'nb']) {
      const [doc] = await db()
        .select({ fileName: documents.fileName })
        .from(documents)
        .where(eq(documents.languageCode, lang))
        .limit(1);
      const response = await fetch(`${api().url}/documents/${doc?.fileName}`);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
  });

  const MANUALS = `query ($searchText: String, $skip: Int, $take: Int, $languageId: String, $marketId: String) {
    manuals(searchText: $searchText, skip: $skip, take: $take, languageId: $languageId, marketId: $marketId) {
      count manuals { title fileName url languageCode productName alias canonicalUrl articleNumber brandName }
    }
  }`;
  interface Manuals {
    manuals: {
      count: number;
      manuals: {
        title: string;
        fileName: string;
        url: string;
        languageCode: string;
        productName: string;
        alias: string;
        canonicalUrl: string;
        articleNumber: string;
        brandName: string;
      }[];
    };
  }

  it("lists manuals in the request's language, one per product, a page at a time", async () => {
    const [machines] = await db().select({ n: sql<number>`count(distinct product_id)::int` }).from(documents);
    const { manuals } = await data<Manuals>(MANUALS, { skip: 0, take: 10, languageId: 'sv-SE' });
    expect(manuals.count).toBe(machines?.n);
    expect(manuals.manuals).toHaveLength(10);
    for (const m of manuals.manuals) {
      expect(m.languageCode).toBe('sv');
      expect(m.canonicalUrl).toBe(`/p/${m.alias}`);
      expect(m.url).toBe(`/documents/${m.fileName}`);
    }
    const names = manuals.manuals.map((m) => m.productName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const next = await data<Manuals>(MANUALS, { skip: 10, take: 10, languageId: 'sv-SE' });
    expect(next.manuals.manuals[0]?.fileName).not.toBe(manuals.manuals[0]?.fileName);
    // Danish: in Danish where a product has one, else in English.
    const danish = await data<Manuals>(MANUALS, { take: 100, languageId: 'da-DK', marketId: 'dk' });
    expect(danish.manuals.count).toBe(machines?.n);
    expect(new Set(danish.manuals.manuals.map((m) => m.languageCode))).toEqual(new Set(['da', 'en']));
  });

  it('finds manuals by brand, article number, product name and title, and nothing for nonsense', async () => {
    const { manuals } = await data<Manuals>(MANUALS, { take: 1, languageId: 'sv-SE' });
    const sample = manuals.manuals[0];
    if (!sample) throw new Error('no manuals seeded');
    for (const term of [sample.brandName, sample.articleNumber.toLowerCase(), sample.productName]) {
      const found = await data<Manuals>(MANUALS, { searchText: term, take: 100, languageId: 'sv-SE' });
      expect(found.manuals.count, term).toBeGreaterThan(0);
      expect(
        found.manuals.manuals.map((m) => m.fileName),
        term,
      ).toContain(sample.fileName);
    }
    const byTitle = await data<Manuals>(MANUALS, { searchText: 'bruksanvisning', take: 1 });
    expect(byTitle.manuals.count).toBe(manuals.count);
    const none = await data<Manuals>(MANUALS, { searchText: 'zzqx 100%_', take: 5 });
    expect(none.manuals).toEqual({ count: 0, manuals: [] });
  });
});
