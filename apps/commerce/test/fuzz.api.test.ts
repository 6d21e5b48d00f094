import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, newsletterSubscribers, products, reviews, skus, stockAlerts } from '#src/db/schema.ts';
import { createLogger } from '#src/observability/logger.ts';
import { registerCustomer } from './auth-client.ts';
import { orderFingerprint } from './checkout-client.ts';
import { EXAMPLE_CART_IDS } from './example-carts.ts';
import { anyInt, anyText, checkoutInput, scopeArbitrary, userInput } from './fuzz-values.ts';
import { startTestApi, TEST_API_KEY, TEST_STAFF_API_KEY, type TestApi } from './harness.ts';
import {
  CART_MUTATIONS,
  CHECKOUT_MUTATIONS,
  type Operation,
  POST_REVIEW,
  queries,
  STAFF_MUTATIONS,
  SUBSCRIPTION_MUTATIONS,
  USER_OPERATIONS,
} from './operations.ts';

const QUERY_RUNS = 40;
const MUTATION_RUNS = 150;
/** Many changes, each checked against the database before and after: minutes on a busy machine. */
const MUTATION_FUZZ_TIMEOUT = 120_000;

let api: TestApi;
let aliases: string[];
let skuIds: number[];
const cartIds = Object.values(EXAMPLE_CART_IDS);
/** Open carts with a line each for the checkout's changes (the cart changes complete the example carts). */
let checkoutCartIds: string[] = [];
/** The service's error lines, so that a masked internal error names its cause in the failure. */
const loggedErrors: string[] = [];
beforeAll(async () => {
  const errorLog = { write: (line: string) => void loggedErrors.push(line) };
  api = await startTestApi({ server: { logger: createLogger('error', errorLog) } });
  const rows = await api.database.db.select({ alias: products.alias }).from(products).limit(20);
  aliases = rows.map((row) => row.alias);
  skuIds = (await api.database.db.select({ id: skus.id }).from(skus).limit(40)).map((row) => row.id);
});
afterAll(() => api?.close());

/** Arbitrary values for one variable of a type such as String!, Int, Decimal or [Int!]. */
function arbitraryOfVariable(name: string, type: string): fc.Arbitrary<unknown> {
  const required = type.endsWith('!');
  const base = type.replace(/!$/, '');
  let value: fc.Arbitrary<unknown>;
  const known: Record<string, () => fc.Arbitrary<unknown>> = {
    alias: () => fc.constantFrom(...aliases),
    id: () => fc.constantFrom(...cartIds, ''),
    cartId: () => fc.constantFrom(...(checkoutCartIds.length > 0 ? checkoutCartIds : cartIds)),
    shippingFee: () => fc.constantFrom(0, 49, 69),
    skuId: () => fc.constantFrom(...skuIds),
    promoCode: () => fc.constantFrom('VALKOMMEN10', 'spara200', ' FRIFRAKT ', 'VARREA', ''),
    giftCardCode: () => fc.constantFrom('PRESENTKORT-500', 'lahjakortti-50', ''),
  };
  if (base === '[Int!]') value = fc.array(anyInt(), { maxLength: 30 });
  else if (base === '[String!]') value = fc.array(anyText(), { maxLength: 30 });
  else if (base === '[String]') value = fc.array(fc.option(anyText(), { nil: null }), { maxLength: 30 });
  else if (base === 'Int') value = anyInt();
  else if (base === 'Boolean') value = fc.boolean();
  else if (base === 'Decimal') value = fc.oneof(anyInt(), fc.double(), anyText());
  else if (base === 'CustomerType') value = fc.constantFrom('PERSON', 'ORGANIZATION', 'person', '');
  else if (base === 'UserInputType') value = userInput();
  else if (base === 'CheckoutInputType') value = checkoutInput();
  else if (base === 'PaymentType') value = fc.constantFrom('STANDARD', 'KLARNA', 'standard');
  else if (base === 'Guid') value = fc.oneof(fc.uuid(), anyText());
  else if (name === 'email')
    value = fc.oneof(fc.constantFrom('kund@example.se', ' Kund@Example.SE '), anyText());
  else value = anyText();
  const knownValue = known[name];
  if (knownValue) value = fc.oneof({ weight: 3, arbitrary: knownValue() }, { weight: 1, arbitrary: value });
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
  if (problems.length > 0) problems.push(...loggedErrors.splice(0).map((line) => `logged: ${line}`));
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

/** A fingerprint of every cart and line: equal before and after a refused cart change. */
async function cartsFingerprint() {
  const { rows } = (await api.database.db.execute(sql`
    select (select md5(coalesce(string_agg(concat_ws('|', id, market_id, promo_code, gift_card_code, completed_at is null), ',' order by id), '')) from carts) as carts,
           (select md5(coalesce(string_agg(concat_ws('|', cart_id, sku_id, quantity, message), ',' order by cart_id, sku_id), '')) from cart_lines) as lines`)) as {
    rows: { carts: string; lines: string }[];
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

  it('never fail internally in postProductReview, and a refused review changes no row', {
    timeout: MUTATION_FUZZ_TIMEOUT,
  }, async () => {
    let cases = 0;
    let saved = 0;
    const reviewer = await registerCustomer(api.url);
    // One review per customer and product: a second one replaces the first, adding no row.
    const reviewed = new Set<string>();
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
        const answer = await api.graphql(POST_REVIEW.document, { ...scope, ...own }, reviewer.headers);
        expect(internalProblems(answer)).toEqual([]);
        const accepted = (answer.body.data as { postProductReview?: boolean } | undefined)?.postProductReview;
        const first = accepted === true && !reviewed.has(own.alias);
        if (accepted) {
          saved += 1;
          reviewed.add(own.alias);
        }
        expect(await reviewRows()).toBe(before + (first ? 1 : 0));
      }),
      { numRuns: MUTATION_RUNS },
    );
    console.log(`fuzz postProductReview: ${cases} cases, ${saved} saved, ${cases - saved} refused`);
    expect(cases).toBe(MUTATION_RUNS);
  });

  it('never fail internally in the staff mutations, with either key, and a refused change changes nothing', {
    timeout: MUTATION_FUZZ_TIMEOUT,
  }, async () => {
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

  it('never fail internally in the cart changes, and a refused change changes no cart', {
    timeout: MUTATION_FUZZ_TIMEOUT,
  }, async () => {
    for (const operation of CART_MUTATIONS) {
      let cases = 0;
      let changed = 0;
      await fc.assert(
        fc.asyncProperty(scopeArbitrary(), variablesArbitrary(operation), async (scope, own) => {
          cases += 1;
          const before = await cartsFingerprint();
          const answer = await api.graphql(operation.document, { ...scope, ...own });
          expect(internalProblems(answer)).toEqual([]);
          const accepted = Boolean(
            (answer.body.data as Record<string, unknown> | undefined)?.[operation.name],
          );
          if (accepted) changed += 1;
          else expect(await cartsFingerprint()).toEqual(before);
        }),
        { numRuns: MUTATION_RUNS },
      );
      console.log(`fuzz ${operation.name}: ${cases} cases, ${changed} changed, ${cases - changed} refused`);
      expect(cases).toBe(MUTATION_RUNS);
    }
  });

  it('never fail internally in notify-me and the newsletter, and a refused sign-up stores nothing', {
    timeout: MUTATION_FUZZ_TIMEOUT,
  }, async () => {
    const stored = async () => [
      (await api.database.db.select({ n: count() }).from(stockAlerts))[0]?.n,
      (await api.database.db.select({ n: count() }).from(newsletterSubscribers))[0]?.n,
    ];
    for (const operation of SUBSCRIPTION_MUTATIONS) {
      let cases = 0;
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(scopeArbitrary(), variablesArbitrary(operation), async (scope, own) => {
          cases += 1;
          const before = await stored();
          const answer = await api.graphql(operation.document, { ...scope, ...own });
          expect(internalProblems(answer)).toEqual([]);
          if ((answer.body.data as Record<string, unknown> | undefined)?.[operation.name]) {
            answered += 1;
            // A newsletter sign-up is written behind its answer: let it land before the next case counts.
            await new Promise((resolve) => setTimeout(resolve, 100));
          } else expect(await stored()).toEqual(before);
        }),
        { numRuns: MUTATION_RUNS },
      );
      console.log(`fuzz ${operation.name}: ${cases} cases, ${answered} answered`);
      expect(cases).toBe(MUTATION_RUNS);
    }
  });

  it("never fail internally in the customer operations, with a customer's token or none, and a refused change changes nothing", {
    timeout: MUTATION_FUZZ_TIMEOUT,
  }, async () => {
    const customer = await registerCustomer(api.url);
    const row = async () =>
      (await api.database.db.select().from(customers).where(sql`email = ${customer.username}`))[0];
    const headers = fc.oneof(
      { weight: 3, arbitrary: fc.constant(customer.headers) },
      { weight: 1, arbitrary: fc.constant({ 'x-apikey': TEST_API_KEY }) },
      {
        weight: 1,
        arbitrary: fc.constant({ ...customer.headers, authorization: `Bearer ${customer.token}x` }),
      },
    );
    // Deleting the customer would end the run's token: deleteUser is tested on its own.
    for (const operation of USER_OPERATIONS.filter((op) => op.name !== 'deleteUser')) {
      let cases = 0;
      let answered = 0;
      let changed = 0;
      await fc.assert(
        fc.asyncProperty(
          scopeArbitrary(),
          variablesArbitrary(operation),
          headers,
          async (scope, own, sent) => {
            cases += 1;
            const before = await row();
            const answer = await api.graphql(operation.document, { ...scope, ...own }, sent);
            expect(internalProblems(answer)).toEqual([]);
            const accepted = Boolean(
              (answer.body.data as Record<string, unknown> | undefined)?.[operation.name],
            );
            if (accepted) answered += 1;
            if (accepted && operation.name === 'updateUser') changed += 1;
            else if (operation.name !== 'commitReset') expect(await row()).toEqual(before);
          },
        ),
        { numRuns: MUTATION_RUNS },
      );
      console.log(`fuzz ${operation.name}: ${cases} cases, ${answered} answered, ${changed} changes`);
      expect(cases).toBe(MUTATION_RUNS);
    }
  });

  it('never fail internally in the checkout changes, and a refused one changes nothing', {
    timeout: MUTATION_FUZZ_TIMEOUT,
  }, async () => {
    const { rows } = (await api.database.db.execute(sql`
      select s.id from skus s join prices p on p.product_id = s.product_id and p.market_id = 1
      where s.in_stock >= 50 order by p.selling_inc_vat limit 1`)) as { rows: { id: number }[] };
    const cheapest = rows[0];
    checkoutCartIds = [];
    for (let i = 0; i < 8; i++) {
      const created = await api.graphql<{ getCart: { id: string } }>('query { getCart(id: "") { id } }');
      const id = created.body.data?.getCart.id as string;
      await api.graphql(
        'mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }',
        {
          id,
          skuId: cheapest?.id,
        },
      );
      checkoutCartIds.push(id);
    }
    for (const operation of CHECKOUT_MUTATIONS) {
      let cases = 0;
      let changed = 0;
      await fc.assert(
        fc.asyncProperty(scopeArbitrary(), variablesArbitrary(operation), async (scope, own) => {
          cases += 1;
          const before = await orderFingerprint(api.database.db);
          const answer = await api.graphql(operation.document, { ...scope, ...own });
          expect(internalProblems(answer)).toEqual([]);
          const data = (answer.body.data as Record<string, { status?: string } | null> | undefined)?.[
            operation.name
          ];
          const accepted = operation.name === 'placeOrder' ? data?.status === 'OK' : Boolean(data);
          if (accepted) changed += 1;
          else expect(await orderFingerprint(api.database.db)).toEqual(before);
        }),
        { numRuns: MUTATION_RUNS },
      );
      console.log(`fuzz ${operation.name}: ${cases} cases, ${changed} accepted, ${cases - changed} refused`);
      expect(cases).toBe(MUTATION_RUNS);
    }
  });
});
