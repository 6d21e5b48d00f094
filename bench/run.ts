/**
 * Benchmarks that print figures (never pass or fail on time) on a 100,000-product catalog in
 * embedded PGlite: listing, faceted listing, search, cart and checkout latency (placeOrder with 20
 * buyers at once); the home, list and product pages' throughput beside a static asset of the same
 * server; their first-load JavaScript, and the cart panel's, which loads on use.
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { asShopper, nextShopperAddress } from '../apps/commerce/test/shopper-address.ts';
import { waitFor } from '../scripts/wait-for.ts';
import { measureCart } from './cart.ts';
import { measureCartPanelJs } from './cart-panel-js.ts';
import { measureCheckout } from './checkout.ts';
import { latency, ms, percentile, throughput } from './measure.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const dataDir = `${root}data/bench-${products}`;
// The bench's own ports; another checkout of the repository benchmarking alongside may pick others.
const commercePort = Number(process.env.BENCH_COMMERCE_PORT ?? 4200);
const storefrontPort = Number(process.env.BENCH_STOREFRONT_PORT ?? 3200);
const commerceUrl = `http://127.0.0.1:${commercePort}`;
const storefrontUrl = `http://localhost:${storefrontPort}`;
const apiKey = 'demo-storefront-key';
/** The commerce process's staff key: the checkout's measurement gives its SKUs stock with it. */
const staffApiKey = 'bench-staff-key';
const revalidateSecret = 'bench-revalidate-secret';
/** Names each request's shopper to the API, as the storefront does (ADR 34). */
const shopperAddressSecret = 'bench-shopper-secret';
/** `BENCH_ONLY=api` measures the API alone: no storefront build, pages or scripts. */
const apiOnly = process.env.BENCH_ONLY === 'api';
const children: ChildProcess[] = [];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A process group of its own: `npx next start` serves from a grandchild, stopped with the group.
    detached: true,
  });
  children.push(child);
  return child;
}

/** Stops every app's process group; also when the bench itself is stopped. */
function stopChildren() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

/** The lines a child prints, as they come. */
function linesOf(child: ChildProcess): string[] {
  const lines: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n')));
  return lines;
}

const SEARCH_GOAL_P95 = 50;
const PAGE_RATIO_GOAL = 0.25;
const FIRST_LOAD_JS_GOAL_KB = 150;
const FACETED_LIST_GOAL_P95 = 10;
const goal = (p95: number, limit: number) => `goal p95 under ${limit} ms: ${p95 < limit ? 'met' : 'NOT met'}`;

async function graphql(query: string, variables: Record<string, unknown>, key = apiKey) {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-apikey': key,
      ...asShopper(nextShopperAddress(), shopperAddressSecret),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Sum of the gzip sizes of the scripts a current browser loads for a page: `nomodule` polyfills are
 * fetched only by browsers without ES modules, so they are left out.
 */
async function firstLoadJsGzip(path: string): Promise<{ kB: number; scripts: number }> {
  const html = await (await fetch(`${storefrontUrl}${path}`)).text();
  const sources = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/\bnoModule\b|\bnomodule\b/.test(`${m[1]} ${m[3]}`))
    .map((m) => m[2] as string);
  let bytes = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, storefrontUrl))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kB: bytes / 1024, scripts: new Set(sources).size };
}

/**
 * Time to first byte of a page right after a change expired it, as the first shopper after a price
 * change meets it: the commerce API expires `catalog` and the product's tag, then the page is asked for.
 */
async function expiredPageTtfb(path: string, tags: string[], rounds = 30) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const expired = await fetch(`${storefrontUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
    });
    if (!expired.ok) throw new Error(`Expiring ${tags.join(', ')} failed: ${expired.status}`);
    const started = performance.now();
    const response = await fetch(`${storefrontUrl}${path}`);
    samples.push(performance.now() - started);
    if (response.headers.get('x-nextjs-cache') === 'HIT') throw new Error(`${path} was not expired`);
    await response.arrayBuffer();
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** The storefront's pages: throughput beside a static asset of the same server, first-load JS. */
async function measurePages(category: string) {
  run('npx', ['next', 'start', '-p', String(storefrontPort)], `${root}apps/storefront`, {
    COMMERCE_URL: commerceUrl,
    REVALIDATE_SECRET: revalidateSecret,
    SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
  });
  await waitFor(`${storefrontUrl}/`, 120);
  const html = await (await fetch(`${storefrontUrl}/`)).text();
  const asset = html.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  if (!asset) throw new Error('No static stylesheet found on the home page');
  const { products: listed } = (await graphql(
    '{ products(take: 1, marketId: "se", languageId: "sv-SE") { products { alias canonicalUrl } } }',
    {},
  )) as { products: { products: { alias: string; canonicalUrl: string }[] } };
  const product = listed.products[0];
  if (!product) throw new Error('No product to measure');
  const pages = {
    'Home page': '/',
    'Category list page': `/c/${category}`,
    'Product page': product.canonicalUrl,
  };
  const assetRps = await throughput(`${storefrontUrl}${asset}`);
  const served: { name: string; rps: number; js: { kB: number; scripts: number } }[] = [];
  for (const [name, path] of Object.entries(pages)) {
    served.push({ name, rps: await throughput(`${storefrontUrl}${path}`), js: await firstLoadJsGzip(path) });
  }

  // The checkout is rendered for each shopper, not served from the page cache: only its scripts count here.
  const checkoutJs = await firstLoadJsGzip('/kassan');
  const expired = await expiredPageTtfb(product.canonicalUrl, ['catalog', `product:${product.alias}`]);
  const cartPanel = await measureCartPanelJs(graphql, storefrontUrl, product);

  console.log(`Static asset from the storefront server: ${assetRps.toFixed(0)} req/s`);
  for (const { name, rps, js } of served) {
    const ratio = rps / assetRps;
    console.log(
      `${name}: ${rps.toFixed(0)} req/s, ratio to the static asset ${ratio.toFixed(3)} ` +
        `(goal at least ${PAGE_RATIO_GOAL}: ${ratio >= PAGE_RATIO_GOAL ? 'met' : 'NOT met'}); ` +
        `first-load JavaScript ${js.kB.toFixed(1)} kB gzip in ${js.scripts} scripts ` +
        `(goal at most ${FIRST_LOAD_JS_GOAL_KB} kB: ${js.kB <= FIRST_LOAD_JS_GOAL_KB ? 'met' : 'NOT met'})`,
    );
  }
  console.log(
    `Checkout page (/kassan): first-load JavaScript ${checkoutJs.kB.toFixed(1)} kB gzip in ${checkoutJs.scripts} scripts ` +
      `(goal at most ${FIRST_LOAD_JS_GOAL_KB} kB: ${checkoutJs.kB <= FIRST_LOAD_JS_GOAL_KB ? 'met' : 'NOT met'})`,
  );
  console.log(cartPanel);
  console.log(
    `Product page just expired (catalog and product tags), time to first byte: p50 ${ms(expired.p50)}, p95 ${ms(expired.p95)}`,
  );
}

try {
  if (!existsSync(dataDir)) {
    console.log(`Seeding ${products} products into ${dataDir} (once; later runs reuse it)...`);
    const seeded = spawnSync(
      process.execPath,
      ['src/seed/cli.ts', '--products', String(products), '--data-dir', dataDir],
      {
        cwd: `${root}apps/commerce`,
        stdio: 'inherit',
      },
    );
    if (seeded.status !== 0) throw new Error('Seeding failed');
  }
  if (!apiOnly && !existsSync(`${root}apps/storefront/.next/BUILD_ID`)) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/storefront'], { cwd: root, stdio: 'inherit' });
  }
  const commerceLog = linesOf(
    run(process.execPath, ['src/main.ts'], `${root}apps/commerce`, {
      COMMERCE_PORT: String(commercePort),
      DATA_DIR: dataDir,
      STAFF_API_KEY: staffApiKey,
      SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
    }),
  );
  await waitFor(`${commerceUrl}/healthz`, 300);

  const { categories } = (await graphql('{ categories { alias parentCategoryId } }', {})) as {
    categories: { alias: string; parentCategoryId: number | null }[];
  };
  const topLevel = categories.filter((c) => c.parentCategoryId === null).map((c) => c.alias);
  const searchQuery = `query ($term: String) {
    products(take: 20, marketId: "se", languageId: "sv-SE", filter: { searchText: $term }) {
      count products { productId name unitPrice { sellingPriceIncVatFormatted } }
    }
  }`;
  const searchFor = async (term: string) =>
    ((await graphql(searchQuery, { term })) as { products: { count: number } }).products.count;
  // Searched here first: each term's first request is its first since the API started (cold).
  const terms = [
    'gräsklippare',
    'gräsklipparen',
    'grasklipare',
    'motorsåg',
    'snöslunga',
    'kedja 40 cm',
    'Nordgrav',
  ];
  const perTerm: {
    term: string;
    matches: number;
    cold: number;
    warm: Awaited<ReturnType<typeof latency>>;
  }[] = [];
  for (const term of terms) {
    const started = performance.now();
    const matches = await searchFor(term);
    const cold = performance.now() - started;
    const warm = await latency(() => searchFor(term).then(() => {}), {
      concurrency: 1,
      seconds: 3,
      warmup: 0,
    });
    perTerm.push({ term, matches, cold, warm });
  }
  // Words never searched before, each once: typos of broad words with one letter left out.
  const unseen = ['gräsklippare', 'motorsågar', 'snöslungor', 'minigrävare', 'trimmer', 'lövblås'].flatMap(
    (word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 1) + word.slice(i + 2)),
  );
  let u = 0;
  const unseenWords = await latency(
    async () => {
      await searchFor(unseen[u++ % unseen.length] as string);
    },
    { concurrency: 1, seconds: 60, warmup: 0, limit: unseen.length },
  );
  let s = 0;
  const search = await latency(
    async () => {
      s++;
      await searchFor(terms[s % terms.length] as string);
    },
    { concurrency: 1, seconds: 8 },
  );

  const listQuery = `query ($categoryAlias: String, $skip: Int) {
    products(categoryAlias: $categoryAlias, skip: $skip, take: 20, marketId: "se", languageId: "sv-SE") {
      count
      products { productId alias name brand { name } productImages { fileName }
        unitPrice { sellingPriceIncVatFormatted regularPriceIncVatFormatted isDiscounted discountPercentage }
        totalStock { inStock } stockStatus discountCampaigns { name hideTitle } }
    }
  }`;
  let n = 0;
  const listOnce = async () => {
    n++;
    await graphql(listQuery, { categoryAlias: topLevel[n % topLevel.length], skip: (n % 5) * 20 });
  };
  const listAlone = await latency(listOnce, { concurrency: 1, seconds: 8 });
  const listLoaded = await latency(listOnce, { concurrency: 4, seconds: 8 });
  const facetsOf = async (facets: string[]) =>
    (
      (await graphql(
        `query ($categoryAlias: String, $facets: [String!]) {
          products(categoryAlias: $categoryAlias, take: 0, marketId: "se", languageId: "sv-SE",
            filter: { facets: $facets, filterMode: BY_GROUP }) {
            count filters { facets { filterId values { _id count } } }
          }
        }`,
        { categoryAlias: topLevel[0], facets },
      )) as {
        products: {
          count: number;
          filters: { facets: { filterId: string; values: { _id: string; count: number }[] }[] };
        };
      }
    ).products;
  const commonest = (values: { _id: string; count: number }[]) =>
    [...values].sort((a, b) => b.count - a.count)[0]?._id as string;
  // Three facets selected: the commonest value of each of the first three facets of a category's
  // list, each counted without the others (together they may leave no product).
  const selected = (await facetsOf([])).filters.facets
    .filter((f) => f.filterId !== 'categories')
    .slice(0, 3)
    .map((f) => commonest(f.values));
  // And three chosen one after another, each the commonest value among the products still listed.
  const narrowed: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { facets } = (await facetsOf(narrowed)).filters;
    const next = facets.find(
      (f) => f.filterId !== 'categories' && !f.values.some((v) => narrowed.includes(v._id)),
    );
    if (next) narrowed.push(commonest(next.values));
  }
  const facetQuery = `query ($categoryAlias: String, $facets: [String!], $skip: Int) {
    products(categoryAlias: $categoryAlias, skip: $skip, take: 20, marketId: "se", languageId: "sv-SE",
      filter: { facets: $facets, filterMode: BY_GROUP }) {
      count
      filters { facets { filterId label type values { _id label count } } }
      products { productId alias name brand { name } productImages { fileName }
        unitPrice { sellingPriceIncVatFormatted regularPriceIncVatFormatted isDiscounted discountPercentage }
        totalStock { inStock } stockStatus discountCampaigns { name hideTitle } }
    }
  }`;
  const facetedList = async (facets: string[]) => {
    let f = 0;
    return {
      facets,
      listed: (await facetsOf(facets)).count,
      ...(await latency(
        async () => {
          f++;
          await graphql(facetQuery, { categoryAlias: topLevel[0], facets, skip: (f % 3) * 20 });
        },
        { concurrency: 1, seconds: 8 },
      )),
    };
  };
  const faceted = await facetedList(selected);
  const narrowList = await facetedList(narrowed);
  const cart = await measureCart(graphql);
  const checkout = await measureCheckout(graphql, (query, variables) =>
    graphql(query, variables, staffApiKey),
  );
  console.log(`\nCatalog: ${products} products, embedded PGlite, 2 cores`);
  // The API logs JSON lines: the index's figures are the message of one.
  for (const line of commerceLog) {
    const figures = /"msg":"(Search index[^"]*)"/.exec(line)?.[1];
    if (figures) console.log(figures);
  }
  for (const [label, list] of [
    ['category listing, 20 per page, one at a time', listAlone],
    ['category listing, 20 per page, 4 concurrent', listLoaded],
  ] as const) {
    console.log(
      `GraphQL products, ${label} (${list.requests} requests): ` +
        `p50 ${ms(list.p50)}, p95 ${ms(list.p95)}, p99 ${ms(list.p99)}, ${list.throughput.toFixed(0)} req/s`,
    );
  }
  for (const [label, list] of [
    ['three facets selected', faceted],
    ['three facets selected one after another', narrowList],
  ] as const) {
    console.log(
      `GraphQL products, category listing with ${label} (${list.facets.join(', ')}; ${list.listed} products listed), ` +
        `one at a time (${list.requests} requests): p50 ${ms(list.p50)}, p95 ${ms(list.p95)}, p99 ${ms(list.p99)}; ` +
        goal(list.p95, FACETED_LIST_GOAL_P95),
    );
  }
  console.log('Search (sv, stemming and typos), 20 per page, one at a time:');
  for (const { term, matches, cold, warm } of perTerm) {
    console.log(
      `  "${term}" (${matches} matches): first request ${ms(cold)}; then (${warm.requests} requests) ` +
        `p50 ${ms(warm.p50)}, p95 ${ms(warm.p95)}; ${goal(warm.p95, SEARCH_GOAL_P95)}`,
    );
  }
  console.log(
    `  words never searched before (${unseenWords.requests} typos, once each): ` +
      `p50 ${ms(unseenWords.p50)}, p95 ${ms(unseenWords.p95)}; ${goal(unseenWords.p95, SEARCH_GOAL_P95)}`,
  );
  console.log(
    `  the terms above in turn (${search.requests} requests): p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, ` +
      `p99 ${ms(search.p99)}; ${goal(search.p95, SEARCH_GOAL_P95)}`,
  );
  for (const line of cart) console.log(line);
  for (const line of checkout) console.log(line);
  if (!apiOnly) await measurePages(topLevel[0] as string);
} finally {
  stopChildren();
}
