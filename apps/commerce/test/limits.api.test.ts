import { randomUUID } from 'node:crypto';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_ERROR_CODES } from '#src/graphql-limits.ts';
import { GRAPHQL_LIMITS } from '#src/request-limits.ts';
import { registerCustomer } from './auth-client.ts';
import { measureDocument } from './document-measures.ts';
import { startTestApi, TEST_API_KEY, type TestApi } from './harness.ts';
import { storefrontOperations } from './storefront-documents.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const REFUSAL_CODES: string[] = Object.values(LIMIT_ERROR_CODES);

/** The attacker's query: a thousand aliases of a page of 100 products, 91 kB of text. */
const aliasBomb = `{ ${Array.from(
  { length: 1000 },
  (_, i) =>
    `bomb${i}: products(take: 100) { count products { alias name unitPrice { sellingPriceIncVat } } }`,
).join(' ')} }`;

/** Forty levels of fields that do not exist: refused for its depth before any field is looked up. */
const depthBomb = `{ ${'a { '.repeat(40)}b${' }'.repeat(40)} }`;

async function timedGraphql(query: string, accept = 'application/json') {
  const started = performance.now();
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, 'x-apikey': TEST_API_KEY },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text), ms: performance.now() - started };
}

describe('the storefront against the GraphQL limits', () => {
  it('sends no document that a limit refuses, and each stays within half of every limit', async () => {
    const operations = await storefrontOperations();
    expect(operations.length).toBeGreaterThan(10);
    const { body: list } = await api.graphql<{
      products: {
        products: {
          alias: string;
          productId: number;
          maxQuantity: number;
          sizeRequired: boolean;
          skus: { skuId: number }[];
        }[];
      };
    }>('{ products(take: 20) { products { alias productId maxQuantity sizeRequired skus { skuId } } } }');
    const products = list.data?.products.products ?? [];
    const buyable = products.find((p) => p.maxQuantity > 0 && !p.sizeRequired);
    const { body: cart } = await api.graphql<{ getCart: { id: string } }>('{ getCart(id: "") { id } }');
    const known: Record<string, unknown> = {
      alias: products[0]?.alias,
      family: 'Content',
      areaName: 'main',
      // An invalid review changes nothing; the API refuses it by its rules, not by the limits.
      rating: 0,
      author: '',
      comment: '',
      // The cart's changes are made on a cart of the test's own; empty codes remove a code.
      id: cart.data?.getCart.id,
      item: { skuId: buyable?.skus[0]?.skuId, quantity: 1 },
      promoCode: '',
      giftCardCode: '',
      // The checkout and the account's operations, on that cart and as a customer of the test's own.
      cartId: cart.data?.getCart.id,
      // A shared cart's lines copied into the test's own cart.
      fromCartId: cart.data?.getCart.id,
      checkout: {},
      paymentType: 'STANDARD',
      publicOrderId: randomUUID(),
      user: {},
      email: 'kund@example.se',
      resetKey: '',
      password: '',
      // The customer's favorites, a stock alert on a buyable size (nothing is kept), and a
      // newsletter's and an email's confirmation of no token.
      productId: products[0]?.productId,
      productIds: [products[0]?.productId],
      skuId: buyable?.skus[0]?.skuId,
      token: '',
      // A staff sign-in link that is none: it names no one and signs no one in.
      loginToken: 'no-such-link',
      // An empty contact form keeps and mails nothing.
      form: { kind: 'SALES' },
      // A rental's days and month, asked of a product (a sold one answers null).
      from: '2027-03-05',
      to: '2027-03-08',
      month: '2027-03',
      // A hire cancelled that is none of the customer's: refused by its rule, nothing changed.
      bookingId: 2147483647,
    };
    const refusedByRule: Record<string, string[]> = {
      PostProductReview: ['INVALID_RATING'],
      PlaceOrder: ['BAD_USER_INPUT'],
      CommitReset: ['BAD_USER_INPUT'],
      SendContactForm: ['FULL_NAME_REQUIRED'],
      ConfirmNewsletter: ['BAD_USER_INPUT'],
      ConfirmEmail: ['BAD_USER_INPUT'],
      SignInWithLoginToken: ['BAD_USER_INPUT'],
      CancelRentalBooking: ['RENTAL_BOOKING_NOT_FOUND'],
    };
    const customer = await registerCustomer(api.url);
    // Deleting an account ends its session: that operation runs as a customer of its own.
    const deleted = await registerCustomer(api.url);
    const figures: Record<string, unknown>[] = [];
    for (const operation of operations) {
      const variables = Object.fromEntries(operation.requiredVariables.map((name) => [name, known[name]]));
      const as = operation.name === 'DeleteUser' ? deleted : customer;
      const { status, body } = await api.graphql(operation.text, variables, as.headers);
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      expect({ operation: operation.name, status }).toEqual({ operation: operation.name, status: 200 });
      for (const code of codes) expect(REFUSAL_CODES).not.toContain(code);
      const refused = refusedByRule[operation.name];
      if (refused) expect(codes, operation.name).toEqual(refused);
      else expect(body.errors, operation.name).toBeUndefined();

      const measures = measureDocument(operation.text);
      for (const [limit, value] of Object.entries(measures)) {
        expect(value, `${operation.name} ${limit}`).toBeLessThanOrEqual(
          GRAPHQL_LIMITS[limit as keyof typeof GRAPHQL_LIMITS] / 2,
        );
      }
      figures.push({ operation: operation.name, ...measures });
    }
    figures.sort((a, b) => Number(b.maxCost) - Number(a.maxCost));
    console.log('Storefront documents by cost, against the limits', GRAPHQL_LIMITS);
    console.table(figures);
  });
});

describe('introspection outside production', () => {
  it('answers the standard introspection query that tools send, which the limits leave alone', async () => {
    const { body } = await api.graphql<{ __schema: { queryType: { name: string } } }>(
      getIntrospectionQuery(),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('queries beyond the limits', () => {
  it('refuses the 1,000-alias query at once while a cheap query sent with it answers', async () => {
    expect(aliasBomb.length).toBeGreaterThan(90_000);
    const alone = await timedGraphql('{ channel { id } }');
    const [bomb, cheap] = await Promise.all([timedGraphql(aliasBomb), timedGraphql('{ channel { id } }')]);
    console.log(
      `alias bomb (${aliasBomb.length} characters) refused in ${bomb.ms.toFixed(1)} ms;`,
      `{ channel { id } } sent with it answered in ${cheap.ms.toFixed(1)} ms (alone: ${alone.ms.toFixed(1)} ms)`,
    );
    // GraphQL over HTTP: a refused document is a 200 for application/json, a 400 for the newer type.
    expect(bomb.status).toBe(200);
    expect(bomb.body.data).toBeUndefined();
    expect(bomb.body.errors).toEqual([
      {
        message: `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`,
        extensions: { code: 'QUERY_TOO_LARGE' },
      },
    ]);
    expect(cheap.status).toBe(200);
    expect(cheap.body).toEqual({ data: { channel: { id: expect.any(String) } } });

    const refused = await timedGraphql(aliasBomb, 'application/graphql-response+json');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_LARGE' });
  });

  it('refuses more aliases than allowed, even of a cheap field', async () => {
    const aliases = GRAPHQL_LIMITS.maxAliases + 1;
    const query = `{ ${Array.from({ length: aliases }, (_, i) => `c${i}: channel { id }`).join(' ')} }`;
    const { status, body } = await timedGraphql(query);
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      {
        message: `Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${aliases}.`,
        extensions: { code: 'TOO_MANY_ALIASES' },
      },
    ]);
  });

  it('refuses a query nested deeper than allowed before looking at its fields', async () => {
    const { status, body } = await timedGraphql(depthBomb);
    expect(status).toBe(200);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_DEEP' });
    expect(body.errors[0].message).toBe(
      `Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 41.`,
    );
  });

  it('refuses ten product pages in one request by their cost', async () => {
    const pages = Array.from({ length: 10 }, (_, i) => `p${i}: product(alias: "a${i}") { ...Page }`);
    const page = `fragment Page on ProductType {
      name alias articleNumber brand { name canonicalUrl }
      unitPrice { sellingPriceIncVat sellingPriceIncVatFormatted regularPriceIncVatFormatted isDiscounted }
      totalStock { inStock totalStock incoming } skus { skuId name articleNumber stock { totalStock incoming } }
      priceLog { date sellingPriceIncVat isDiscounted isLowest } parameterGroups { name parameters { name value } }
      variantGroup { variants { alias label value stock { totalStock } variants { alias label value stock { totalStock } } } }
    }`;
    const { status, body } = await timedGraphql(`{ ${pages.join(' ')} } ${page}`);
    expect(status).toBe(200);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_COSTLY' });
    expect(body.errors[0].message).toMatch(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`);
  });

  it('refuses a query with more directives than allowed', async () => {
    const directives = ' @include(if: true)'.repeat(GRAPHQL_LIMITS.maxDirectives + 1);
    const { status, body } = await timedGraphql(`{ channel { id${directives} } }`);
    expect(status).toBe(200);
    expect(body.errors[0].extensions).toEqual({ code: 'TOO_MANY_DIRECTIVES' });
  });

  it('does not quote the refused query back', async () => {
    for (const query of [aliasBomb, depthBomb]) {
      const { text } = await timedGraphql(query);
      expect(text.length).toBeLessThan(300);
      for (const quoted of ['bomb1', 'sellingPriceIncVat', 'a { a', 'locations'])
        expect(text).not.toContain(quoted);
    }
  });
});
