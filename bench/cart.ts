/**
 * The cart's latency through real HTTP: addToCart, and getCart answering every field the
 * platform's cart documents ask for (the documents themselves, from the API's compatibility test).
 */
import { platformDocument } from '../apps/commerce/test/platform-documents.ts';
import { latency, ms } from './measure.ts';

export const CART_GOAL_P95 = 50;

type GraphQL = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

const document = (name: string) => platformDocument(`cart/${name}`).text;

const LINES = 10;
const CARTS = 300;

async function newCart(graphql: GraphQL): Promise<string> {
  const answer = (await graphql('{ getCart(marketId: "se") { id } }', {})) as { getCart: { id: string } };
  return answer.getCart.id;
}

/** SKUs of single-SKU products with plenty in stock, so that adds are not refused. */
async function skusInStock(graphql: GraphQL): Promise<number[]> {
  const answer = (await graphql(
    '{ products(take: 100, marketId: "se") { products { skus { skuId stock { totalStock } } } } }',
    {},
  )) as { products: { products: { skus: { skuId: number; stock: { totalStock: number } }[] }[] } };
  const skuIds = answer.products.products
    .filter((p) => p.skus.length === 1 && (p.skus[0]?.stock.totalStock ?? 0) >= 50)
    .map((p) => p.skus[0]?.skuId as number)
    .slice(0, LINES);
  if (skuIds.length < LINES) throw new Error(`Only ${skuIds.length} SKUs in stock to fill a cart with`);
  return skuIds;
}

/** addToCart and getCart p50/p95 one request at a time, with the goal of each, as lines to print. */
export async function measureCart(graphql: GraphQL): Promise<string[]> {
  const skuIds = await skusInStock(graphql);
  const carts: string[] = [];
  for (let i = 0; i < CARTS; i++) carts.push(await newCart(graphql));
  const add = document('add');
  let n = 0;
  // Each cart takes one unit of each SKU in turn, so carts hold 1 to 10 lines while measured.
  const adds = await latency(
    async () => {
      const i = n++;
      await graphql(add, {
        id: carts[Math.floor(i / LINES) % CARTS],
        item: { skuId: skuIds[i % LINES], quantity: 1 },
        marketId: 'se',
        languageId: 'sv-SE',
      });
    },
    { concurrency: 1, seconds: 8 },
  );
  const full = carts[0] as string;
  const get = document('get');
  const reads = await latency(
    async () => {
      await graphql(get, { id: full, marketId: 'se', languageId: 'sv-SE' });
    },
    { concurrency: 1, seconds: 8 },
  );
  const readsLoaded = await latency(
    async () => {
      await graphql(get, { id: carts[n++ % CARTS], marketId: 'se', languageId: 'sv-SE' });
    },
    { concurrency: 4, seconds: 8 },
  );
  const goal = (p95: number) =>
    `goal p95 under ${CART_GOAL_P95} ms: ${p95 < CART_GOAL_P95 ? 'met' : 'NOT met'}`;
  const percentiles = (r: Awaited<ReturnType<typeof latency>>) =>
    `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}`;
  const figures = (r: Awaited<ReturnType<typeof latency>>) => `${percentiles(r)}; ${goal(r.p95)}`;
  return [
    `GraphQL addToCart (the platform's document), one unit into a cart of up to ${LINES} lines, one at a time (${adds.requests} requests): ${figures(adds)}`,
    `GraphQL getCart (the platform's document), a cart of ${LINES} lines, one at a time (${reads.requests} requests): ${figures(reads)}`,
    `GraphQL getCart, carts of up to ${LINES} lines, 4 concurrent (${readsLoaded.requests} requests): ${percentiles(readsLoaded)}, ${readsLoaded.throughput.toFixed(0)} req/s`,
  ];
}
