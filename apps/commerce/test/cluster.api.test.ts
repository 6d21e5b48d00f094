import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { CART_DOCUMENTS, type Cart } from './cart-client.ts';
import {
  CHECKOUT_DOCUMENTS,
  checkoutClient,
  PERSON_BUYER,
  type PlaceOrderAnswer,
} from './checkout-client.ts';
import { type CommerceProcess, startCommerceProcess } from './commerce-process.ts';
import { TEST_STAFF_API_KEY } from './harness.ts';
import { asShopper, nextShopperAddress } from './shopper-address.ts';
import { useTestApi } from './suite.ts';

/** Two instances share a database and a Redis only on a real server: .ci/run sets both when they answer. */
const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(redisUrl && sharedDatabase)('two API instances on one PostgreSQL and one Redis', () => {
  const suite = useTestApi();
  const { cart } = checkoutClient(suite);
  let a: CommerceProcess;
  let b: CommerceProcess;
  let sku: { id: number; productId: number };
  afterAll(async () => {
    for (const instance of [a, b]) instance?.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
  });

  async function data<T>(instance: CommerceProcess, query: string, variables = {}, headers = {}) {
    const response = await instance.graphql(query, variables, headers);
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  const cheapest = async (instance: CommerceProcess) =>
    (
      await data<{ products: { products: { alias: string; unitPrice: { sellingPriceIncVat: number } }[] } }>(
        instance,
        '{ products(filter: { sort: PRICE }, take: 1, marketId: "se") { products { alias unitPrice { sellingPriceIncVat } } } }',
      )
    ).products.products[0];

  it('start on the seeded database', async () => {
    sku = await cart.skuWithStock(2);
    // Within the invoice's credit limit, whichever SKU it is.
    await cart.setPrice(sku.productId, 1_000);
    await suite.api().stop();
    const env = { REDIS_URL: redisUrl as string };
    [a, b] = await Promise.all([
      startCommerceProcess(suite.api().location, env),
      startCommerceProcess(suite.api().location, env),
    ]);
    const ready = await (await fetch(`${b.url}/readyz`)).json();
    expect(ready.checks).toMatchObject({ database: 'ok', redis: 'ok' });
  });

  it("a price changed through one instance sorts the other's lists within a second", async () => {
    const before = await cheapest(b);
    const [, product] = (
      await data<{ products: { products: { alias: string }[] } }>(
        a,
        '{ products(filter: { sort: PRICE_DESC }, take: 2, marketId: "se") { products { alias } } }',
      )
    ).products.products;
    const cheaper = Math.max(0.01, (before?.unitPrice.sellingPriceIncVat ?? 1) - 1);
    await data(
      a,
      `mutation ($alias: String!, $price: Decimal!) {
        setProductPrice(alias: $alias, marketId: "se", sellingPriceIncVat: $price) { alias } }`,
      { alias: product?.alias, price: cheaper },
      { 'x-apikey': TEST_STAFF_API_KEY },
    );
    const changed = performance.now();
    await expect
      .poll(async () => (await cheapest(b))?.alias, { timeout: 1_000, interval: 20 })
      .toBe(product?.alias);
    console.log(
      `cluster: a price change reached the other instance's index in ${(performance.now() - changed).toFixed(0)} ms`,
    );
  });

  it('reads what its lists remember afresh once its subscription is back, so a price change it missed shows', async () => {
    const shown = await cheapest(b);
    const client = new pg.Client({ connectionString: suite.api().location.url });
    await client.connect();
    // A change no message tells of, as when b's subscription is down while it is published.
    await client.query(
      'update prices set selling_inc_vat = selling_inc_vat + 10000 where product_id = (select id from products where alias = $1)',
      [shown?.alias],
    );
    await client.end();
    const old = shown?.unitPrice.sellingPriceIncVat as number;
    expect((await cheapest(b))?.unitPrice.sellingPriceIncVat).toBe(old);
    const redis = new Redis(redisUrl as string);
    const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const subscriber = clients
      .split('\n')
      .find((line) => line.includes(` name=commerce:${b.pid}:subscriber `));
    await redis.call('CLIENT', 'KILL', 'ID', /\bid=(\d+)/.exec(subscriber ?? '')?.[1] ?? 'none');
    await redis.quit();
    await expect
      .poll(async () => (await cheapest(b))?.unitPrice.sellingPriceIncVat, { timeout: 5_000, interval: 50 })
      .toBe(old + 100);
  });

  it("counts one shopper's changes on both instances against one limit", async () => {
    const address = nextShopperAddress();
    const change = 'mutation { setCartPromoCode(id: "no-such-cart", promoCode: "X") { id } }';
    const send = (instance: CommerceProcess) =>
      instance.graphql(change, {}, asShopper(address)).then((r) => r.status);
    const { max } = RATE_LIMITS.mutationsPerAddress;
    const statuses: number[] = [];
    for (let sent = 0; sent < max; sent += 50) {
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => send(i % 2 ? a : b)))));
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    expect(await send(a)).toBe(429);
    expect(await send(b)).toBe(429);
  });

  it('a cart made on one instance is filled and placed on the other', async () => {
    const scope = { marketId: 'se', languageId: 'sv-SE' };
    const { getCart } = await data<{ getCart: Cart }>(a, CART_DOCUMENTS.get, { id: '', ...scope });
    await data(b, CART_DOCUMENTS.add, { id: getCart.id, item: { skuId: sku.id, quantity: 2 }, ...scope });
    const { placeOrder } = await data<{ placeOrder: PlaceOrderAnswer }>(a, CHECKOUT_DOCUMENTS.place, {
      cartId: getCart.id,
      checkout: PERSON_BUYER,
      ...scope,
    });
    expect(placeOrder.status).toBe('OK');
    // Placed again on the other instance: refused as completed, naming no order (ADR 28).
    const again = await b.graphql(CHECKOUT_DOCUMENTS.place, {
      cartId: getCart.id,
      checkout: PERSON_BUYER,
      ...scope,
    });
    const body = (await again.json()) as { data: unknown; errors: { extensions: { code: string } }[] };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(['CART_COMPLETED']);
    expect(JSON.stringify(body)).not.toContain(placeOrder.publicId as string);
  });
});
