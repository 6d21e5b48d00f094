import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '#src/db/schema.ts';
import { registerCustomer } from './auth-client.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { POST_REVIEW, queries, validReview } from './operations.ts';

let api: TestApi;
let alias: string;
beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.database.db.select({ alias: products.alias }).from(products).limit(1);
  alias = row?.alias ?? '';
});
afterAll(() => api?.close());

interface Listed {
  products: { count: number; products: { productId: number; name: string }[] };
}

const LIST = `query ($marketId: String, $languageId: String, $searchText: String) {
  products(marketId: $marketId, languageId: $languageId, take: 10, filter: { searchText: $searchText }) {
    count products { productId name }
  }
}`;

async function list(variables: Record<string, unknown>) {
  const { body } = await api.graphql<Listed>(LIST, variables);
  expect(body.errors).toBeUndefined();
  return body.data?.products ?? { count: 0, products: [] };
}

async function errorOf(
  document: string,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const { status, body } = await api.graphql(document, variables, headers);
  expect(status).toBeLessThan(500);
  expect(body.errors?.length).toBeGreaterThan(0);
  return body.errors?.[0] as { message: string; extensions?: { code?: string; field?: string } };
}

const reviewCount = async () => (await api.database.db.select({ n: count() }).from(reviews))[0]?.n;

describe('the language of a request', () => {
  it('is matched by ISO id in any case, else by its two-letter code', async () => {
    const english = await list({ marketId: 'se', languageId: 'en-GB' });
    const swedish = await list({ marketId: 'se', languageId: 'sv-SE' });
    expect(english.products.map((p) => p.name)).not.toEqual(swedish.products.map((p) => p.name));
    for (const languageId of ['en-US', 'EN', 'en', 'EN-gb']) {
      expect((await list({ marketId: 'se', languageId })).products).toEqual(english.products);
    }
  });

  it('searches in the language it names: en-US finds English words', async () => {
    const hits = await list({ marketId: 'se', languageId: 'en-US', searchText: 'chainsaw' });
    expect(hits.count).toBeGreaterThan(0);
    expect(hits.products[0]?.name).toMatch(/chainsaw/i);
    expect(hits).toEqual(await list({ marketId: 'se', languageId: 'en-GB', searchText: 'chainsaw' }));
  });

  it("falls back to the market's default for a language of the channel the market does not allow", async () => {
    const swedish = await list({ marketId: 'se', languageId: 'sv-SE' });
    expect(await list({ marketId: 'se', languageId: 'fi-FI' })).toEqual(swedish);
    expect(await list({ marketId: 'se', languageId: 'da' })).toEqual(swedish);
  });

  it('is the default when absent or empty, as the storefront sends for the channel', async () => {
    const swedish = await list({ marketId: 'se', languageId: 'sv-SE' });
    expect(await list({ marketId: '', languageId: '' })).toEqual(swedish);
    expect(await list({})).toEqual(swedish);
  });

  it.each(['xx', 'zz-ZZ', 'de-DE', 'swedish', '🙂'])(
    'refuses %s in lists and search, naming the languages',
    async (languageId) => {
      for (const searchText of [null, 'motorsåg']) {
        const error = await errorOf(LIST, { marketId: 'se', languageId, searchText });
        expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'languageId' });
        for (const allowed of ['sv-SE', 'da-DK', 'en-GB', 'fi-FI', 'nb-NO'])
          expect(error.message).toContain(allowed);
      }
    },
  );
});

describe('the market of a request', () => {
  it('is matched by alias or id', async () => {
    const fi = await list({ marketId: 'fi', languageId: 'fi-FI' });
    const { body } = await api.graphql<{ channel: { markets: { id: string; alias: string }[] } }>(
      '{ channel { markets { id alias } } }',
    );
    const id = body.data?.channel.markets.find((m) => m.alias === 'fi')?.id;
    expect(await list({ marketId: id, languageId: 'fi-FI' })).toEqual(fi);
  });

  it('refuses an unknown market, naming the aliases, instead of answering the default prices', async () => {
    const error = await errorOf(LIST, { marketId: 'xx', languageId: 'sv-SE' });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'marketId' });
    expect(error.message).toContain('se, dk, no, fi, eu');
  });
});

describe('every operation', () => {
  it('refuses an unknown language, an unknown market and another channel', async () => {
    for (const { name, document, valid } of [...queries(alias), POST_REVIEW]) {
      const variables = name === 'postProductReview' ? validReview(alias) : valid;
      const cases = [
        [{ languageId: 'xx' }, 'BAD_USER_INPUT'],
        [{ marketId: 'atlantis' }, 'BAD_USER_INPUT'],
        [{ channelId: '2|dk' }, 'FORBIDDEN'],
      ] as const;
      for (const [scope, code] of cases) {
        const error = await errorOf(document, { ...variables, ...scope });
        expect({ name, code: error.extensions?.code }).toEqual({ name, code });
      }
    }
  });

  it('answers what the storefront sends: a market alias and an ISO language id', async () => {
    for (const { name, document, valid } of queries(alias)) {
      const { body } = await api.graphql(document, { ...valid, marketId: 'fi', languageId: 'sv-SE' });
      expect({ name, errors: body.errors }).toEqual({ name, errors: undefined });
    }
  });
});

describe("a signed-in customer's review", () => {
  let reviewer: Record<string, string>;
  beforeAll(async () => {
    reviewer = (await registerCustomer(api.url)).headers;
  });

  it('is stored in the language the request names by code or regional id', async () => {
    const { body } = await api.graphql(
      POST_REVIEW.document,
      { ...validReview(alias), languageId: 'en-US' },
      reviewer,
    );
    expect(body.errors).toBeUndefined();
    const [newest] = await api.database.db
      .select({ languageCode: reviews.languageCode })
      .from(reviews)
      .where(eq(reviews.comment, validReview(alias).comment))
      .orderBy(desc(reviews.id))
      .limit(1);
    expect(newest?.languageCode).toBe('en');
  });

  it('with a refused language or market is not stored', async () => {
    const before = await reviewCount();
    for (const scope of [{ languageId: 'xx' }, { marketId: 'nowhere' }]) {
      const error = await errorOf(POST_REVIEW.document, { ...validReview(alias), ...scope }, reviewer);
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await reviewCount()).toBe(before);
  });
});
