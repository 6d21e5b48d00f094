import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerFavorites, products } from '#src/db/schema.ts';
import { MAX_FAVORITES } from '#src/modules/favorites/index.ts';
import { claimsOf, registerCustomer } from './auth-client.ts';
import { TEST_API_KEY } from './harness.ts';
import { useTestApi } from './suite.ts';

const { api, db } = useTestApi({ products: MAX_FAVORITES + 10 });

const GET = 'query { getUser { favorites } }';
const ADD = 'mutation ($productId: Int!) { addFavorite(productId: $productId) }';
const REMOVE = 'mutation ($productId: Int!) { removeFavorite(productId: $productId) }';
const MERGE = 'mutation ($productIds: [Int!]!) { mergeFavorites(productIds: $productIds) }';

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
type Body = { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };

async function send(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const { status, body } = await api().graphql(query, variables, headers);
  expect(status).toBe(200);
  return body as Body;
}

const productIds = async () =>
  (await db().select({ id: products.id }).from(products).orderBy(products.id)).map((r) => r.id);

const stored = async (headers: Record<string, string>) => (await send(headers, GET)).data.getUser.favorites;

describe("a customer's favorites", () => {
  it('are added in order, once each, and removed', async () => {
    const [a, b, c] = await productIds();
    const customer = (await registerCustomer(api().url)).headers;
    expect(await stored(customer)).toEqual([]);
    expect((await send(customer, ADD, { productId: b })).data.addFavorite).toEqual([b]);
    expect((await send(customer, ADD, { productId: a })).data.addFavorite).toEqual([b, a]);
    expect((await send(customer, ADD, { productId: b })).data.addFavorite).toEqual([b, a]);
    expect((await send(customer, REMOVE, { productId: b })).data.removeFavorite).toEqual([a]);
    expect((await send(customer, REMOVE, { productId: c })).data.removeFavorite).toEqual([a]);
    expect(await stored(customer)).toEqual([a]);
  });

  it('refuse a product that does not exist with a code the storefront words, and change nothing', async () => {
    const ids = await productIds();
    const customer = (await registerCustomer(api().url)).headers;
    await send(customer, ADD, { productId: ids[0] });
    const unknown = await send(customer, ADD, { productId: Math.max(...ids) + 1000 });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'productId',
      problems: ['UNKNOWN_PRODUCT'],
    });
    for (const productId of [0, -1]) {
      const answer = await send(customer, ADD, { productId });
      expect(answer.errors?.[0]?.extensions?.code, String(productId)).toBe('BAD_USER_INPUT');
    }
    // Past a GraphQL Int: the request itself is refused.
    expect((await api().graphql(ADD, { productId: 2 ** 31 }, customer)).status).toBe(400);
    expect(await stored(customer)).toEqual([ids[0]]);
  });

  it('need a signed-in customer, and are never read or changed through another one', async () => {
    const [a, b] = await productIds();
    const owner = await registerCustomer(api().url);
    const other = (await registerCustomer(api().url)).headers;
    await send(owner.headers, ADD, { productId: a });
    expect(await stored(other)).toEqual([]);
    await send(other, ADD, { productId: b });
    await send(other, REMOVE, { productId: a });
    expect(await stored(owner.headers)).toEqual([a]);

    const guest = { 'x-apikey': TEST_API_KEY };
    for (const [query, variables] of [
      [GET, {}],
      [ADD, { productId: b }],
      [REMOVE, { productId: a }],
      [MERGE, { productIds: [b] }],
    ] as const) {
      expect((await send(guest, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const forged = { ...owner.headers, authorization: `Bearer ${owner.token}x` };
      expect((await send(forged, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await stored(owner.headers)).toEqual([a]);
  });

  it(`hold at most ${MAX_FAVORITES}: one more is refused, also when sent at once`, async () => {
    const ids = await productIds();
    const customer = (await registerCustomer(api().url)).headers;
    const merged = await send(customer, MERGE, { productIds: ids.slice(0, MAX_FAVORITES - 2) });
    expect(merged.data.mergeFavorites).toHaveLength(MAX_FAVORITES - 2);
    // Four adds at once for the last two places: exactly two get in.
    const answers = await Promise.all(
      ids.slice(MAX_FAVORITES - 2, MAX_FAVORITES + 2).map((productId) => send(customer, ADD, { productId })),
    );
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(2);
    for (const answer of refused)
      expect(answer.errors?.[0]?.extensions?.problems).toEqual(['FAVORITES_FULL']);
    expect(await stored(customer)).toHaveLength(MAX_FAVORITES);
    // One already on the list is no addition.
    const again = await send(customer, ADD, { productId: ids[0] });
    expect(again.errors).toBeUndefined();
  });

  it("merge a guest's list after the account's own: known ids once each, up to the cap", async () => {
    const ids = await productIds();
    const customer = (await registerCustomer(api().url)).headers;
    await send(customer, ADD, { productId: ids[2] });
    const guestList = [ids[0], ids[2], ids[0], Math.max(...ids) + 5, ids[1]];
    const answer = await send(customer, MERGE, { productIds: guestList });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.mergeFavorites).toEqual([ids[2], ids[0], ids[1]]);
    // A second merge of the same list adds nothing.
    expect((await send(customer, MERGE, { productIds: guestList })).data.mergeFavorites).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);

    const full = await send(customer, MERGE, { productIds: ids });
    expect(full.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const capped = await send(customer, MERGE, { productIds: ids.slice(0, MAX_FAVORITES) });
    expect(capped.data.mergeFavorites).toHaveLength(MAX_FAVORITES);
    expect(capped.data.mergeFavorites.slice(0, 3)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('go with the account when it is deleted', async () => {
    const [a] = await productIds();
    const customer = await registerCustomer(api().url);
    await send(customer.headers, ADD, { productId: a });
    const customerId = claimsOf(customer.token).sub;
    expect((await send(customer.headers, 'mutation { deleteUser }')).data.deleteUser).toBe(true);
    const [left] = await db()
      .select({ n: count() })
      .from(customerFavorites)
      .where(eq(customerFavorites.customerId, Number(customerId)));
    expect(left?.n).toBe(0);
  });
});
