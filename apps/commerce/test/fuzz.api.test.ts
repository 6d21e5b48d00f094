import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '#src/db/schema.ts';
import { startTestApi, TEST_API_KEY, TEST_STAFF_API_KEY, type TestApi } from './harness.ts';
import { type Operation, POST_REVIEW, queries, STAFF_MUTATIONS } from './operations.ts';

const QUERY_RUNS = 40;
const MUTATION_RUNS = 150;

let api: TestApi;
let aliases: string[];
beforeAll(async () => {
  api = await startTestApi();
  const rows = await api.database.db.select({ alias: products.alias }).from(products).limit(20);
  aliases = rows.map((row) => row.alias);
});
afterAll(() => api?.close());

const anyText = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '\ud800',
        '%_*',
        "'; drop table reviews; --",
        'ß'.repeat(250),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1000, maxLength: 3000 }) },
  );

const anyInt = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -3, max: 120 }) },
    { weight: 2, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53, 4.5, -0.5) },
  );

/** A scope argument: mostly one the channel has (so that most cases reach the resolver), else anything. */
const scopeValue = (known: string[]) =>
  fc.option(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: anyText() }),
    { nil: null },
  );

const scopeArbitrary = () =>
  fc.record({
    channelId: scopeValue(['1|se', '1|se', '', '2|dk']),
    marketId: scopeValue(['se', 'fi', 'eu', 'SE', '3', '']),
    languageId: scopeValue(['sv-SE', 'en-US', 'EN', 'fi', 'nb-NO', 'xx', '']),
  });

/** Arbitrary values for one variable of a type such as String!, Int or [Int!]. */
function arbitraryOfVariable(name: string, type: string): fc.Arbitrary<unknown> {
  const required = type.endsWith('!');
  const base = type.replace(/!$/, '');
  let value: fc.Arbitrary<unknown>;
  if (base === '[Int!]') value = fc.array(anyInt(), { maxLength: 30 });
  else if (base === '[String!]') value = fc.array(anyText(), { maxLength: 30 });
  else if (base === 'Int') value = anyInt();
  else value = name === 'alias' ? fc.oneof(fc.constantFrom(...aliases), anyText()) : anyText();
  return required ? value : fc.option(value, { nil: null });
}

/** The operation's own variables (not the scope), from its document. */
function variablesArbitrary(operation: Operation) {
  const own = [...operation.document.matchAll(/\$(\w+): (\[?\w+!?\]?!?)/g)].filter(
    ([, name]) => !['channelId', 'marketId', 'languageId'].includes(name as string),
  );
  return fc.record(
    Object.fromEntries(
      own.map(([, name, type]) => [name, arbitraryOfVariable(name as string, type as string)]),
    ),
  );
}

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

// GraphQL's own refusal of a variable of the wrong type (400, no code) is a clear answer too.
const VARIABLE_ERROR = /^Variable "\$\w+"/;

/**
 * What is wrong with an answer: a server failure, a masked internal error, or an error without a
 * code that GraphQL itself did not give (an internal message let through).
 */
function internalProblems({ status, body }: Answer): string[] {
  const problems = status >= 500 ? [`status ${status}`] : [];
  for (const { message, extensions } of body.errors ?? []) {
    const code = extensions?.code;
    const internal =
      code === 'INTERNAL_SERVER_ERROR' ||
      message === 'Unexpected error.' ||
      (!code && !VARIABLE_ERROR.test(message));
    if (internal) problems.push(`${code}: ${message}`);
  }
  return problems;
}

/** A fingerprint of every row the staff mutations may change: equal before and after a refusal. */
async function catalogFingerprint() {
  const { rows } = (await api.database.db.execute(sql`
    select (select md5(string_agg(p::text, ',' order by product_id, market_id)) from prices p) as prices,
           (select count(*)::text from price_log) as log,
           (select md5(string_agg(s::text, ',' order by id)) from skus s) as skus`)) as {
    rows: { prices: string; log: string; skus: string }[];
  };
  return rows[0];
}

const reviewRows = async () => (await api.database.db.select({ n: count() }).from(reviews))[0]?.n ?? 0;

describe('fuzzed arguments', () => {
  it('never fail internally in any query', async () => {
    for (const operation of queries('placeholder')) {
      let cases = 0;
      await fc.assert(
        fc.asyncProperty(scopeArbitrary(), variablesArbitrary(operation), async (scope, own) => {
          cases += 1;
          const answer = await api.graphql(operation.document, { ...scope, ...own });
          expect(internalProblems(answer)).toEqual([]);
        }),
        { numRuns: QUERY_RUNS },
      );
      console.log(`fuzz ${operation.name}: ${cases} cases`);
      expect(cases).toBe(QUERY_RUNS);
    }
  });

  it('never fail internally in postProductReview, and a refused review changes no row', async () => {
    let cases = 0;
    let saved = 0;
    const review = fc.record({
      alias: fc.oneof(fc.constantFrom(...aliases), anyText()),
      rating: fc.oneof(fc.integer({ min: 1, max: 5 }), anyInt()),
      author: fc.oneof(fc.constantFrom('Åsa', '  Testare  '), anyText()),
      comment: fc.oneof(fc.constantFrom('Bra maskin.', 'Stark\r\noch tyst'), anyText()),
    });
    await fc.assert(
      fc.asyncProperty(scopeArbitrary(), review, async (scope, own) => {
        cases += 1;
        const before = await reviewRows();
        const answer = await api.graphql(POST_REVIEW.document, { ...scope, ...own });
        expect(internalProblems(answer)).toEqual([]);
        const accepted = (answer.body.data as { postProductReview?: boolean } | undefined)?.postProductReview;
        if (accepted) saved += 1;
        expect(await reviewRows()).toBe(before + (accepted ? 1 : 0));
      }),
      { numRuns: MUTATION_RUNS },
    );
    console.log(`fuzz postProductReview: ${cases} cases, ${saved} saved, ${cases - saved} refused`);
    expect(cases).toBe(MUTATION_RUNS);
  });

  it('never fail internally in the staff mutations, with either key, and a refused change changes nothing', async () => {
    for (const operation of STAFF_MUTATIONS) {
      let cases = 0;
      let changed = 0;
      const key = fc.oneof(
        { weight: 4, arbitrary: fc.constant(TEST_STAFF_API_KEY) },
        { weight: 1, arbitrary: fc.constant(TEST_API_KEY) },
      );
      await fc.assert(
        fc.asyncProperty(scopeArbitrary(), variablesArbitrary(operation), key, async (scope, own, apiKey) => {
          cases += 1;
          const before = await catalogFingerprint();
          const answer = await api.graphql(operation.document, { ...scope, ...own }, { 'x-apikey': apiKey });
          expect(internalProblems(answer)).toEqual([]);
          const accepted = Boolean(
            (answer.body.data as Record<string, unknown> | undefined)?.[operation.name],
          );
          if (apiKey === TEST_API_KEY) expect(accepted).toBe(false);
          if (accepted) changed += 1;
          else expect(await catalogFingerprint()).toEqual(before);
        }),
        { numRuns: MUTATION_RUNS },
      );
      console.log(`fuzz ${operation.name}: ${cases} cases, ${changed} changed, ${cases - changed} refused`);
      expect(cases).toBe(MUTATION_RUNS);
    }
  });
});
