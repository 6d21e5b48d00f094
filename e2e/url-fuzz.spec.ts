import { type APIRequestContext, expect, test } from '@playwright/test';
import fc from 'fast-check';
import { buildHref } from '../apps/storefront/src/lib/routing/href';
import { LOCALES, type Locale } from '../apps/storefront/src/lib/routing/locales';
import { ROUTES, type RouteKey } from '../apps/storefront/src/lib/routing/route-table';
import { API_KEY } from './commerce-api';
import { marketInPathUrl, storefrontUrl } from './playwright.config';

/** Random cases per route and language; each route handler gets as many as a route in all languages. */
const RUNS_PER_LANGUAGE = 3;
const RUNS_PER_HANDLER = RUNS_PER_LANGUAGE * LOCALES.length * 2;
/** Properties checked at the same time: the two storefronts and the API share two cores. */
const LANES = 3;

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Any text, as a browser sends it: UTF-8, percent-encoded. */
const encodedText = fc.string({ unit: 'binary', maxLength: 12 }).map((text) => encodeURIComponent(text));
/** Any bytes, percent-encoded: invalid UTF-8, encoded surrogates, overlong forms. */
const encodedBytes = fc.uint8Array({ maxLength: 8 }).map((bytes) => [...bytes].map(hex).join(''));
/** Typed by hand: lone and truncated escapes among characters the request encodes itself. */
const strayEscapes = fc.string({
  unit: fc.constantFrom('%', '%2', '%E2%82', '2', 'F', 'z', '-', '.', '~', '€', 'п', 'ä', '🚜'),
  maxLength: 6,
});
/** Numbers past every limit, for page and sort. */
const numbers = fc.oneof(
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
  fc.constantFrom('107374184', '2147483648', '-1', '0', '1e9', '0x10', 'NaN'),
);
const fuzz = fc.oneof(encodedText, encodedBytes, strayEscapes, numbers);
/** A path parameter: one segment, sometimes two (catch-all routes take several). */
const fuzzPath = fc.array(fuzz, { minLength: 1, maxLength: 2 }).map((segments) => segments.join('/'));

const counts = new Map<string, number>();
const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);

async function expectNoServerError(request: APIRequestContext, name: string, url: string) {
  count(name);
  // The channel's public key, as every page's browser code sends it: /graphql then reads the query.
  const response = await request.get(url, { maxRedirects: 5, headers: { 'x-apikey': API_KEY } });
  expect(response.status(), `${name}: GET ${url}`).toBeLessThan(500);
}

const PLACEHOLDER = '__fuzz__';

/**
 * The address of a route in a language, from the route table, with every parameter a placeholder
 * for the fuzzed text (which must reach the server unencoded by the link builder).
 */
function routeTemplate(key: RouteKey, locale: Locale, marketInPath: boolean): string {
  const pattern = JSON.stringify(ROUTES[key].path);
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = Object.fromEntries(names.map((name) => [name, PLACEHOLDER]));
  const path = buildHref({ locale, market: 'se', marketInPath }, key, params);
  // Absolute: a fuzzed path that starts with a slash would make `//…`, which a client reads as a host.
  return `${marketInPath ? marketInPathUrl : storefrontUrl}${path}`;
}

function routeProperty(request: APIRequestContext, key: RouteKey, locale: Locale) {
  return fc.asyncProperty(fc.boolean(), fuzzPath, fuzz, fuzz, async (marketInPath, path, page, sort) => {
    const url = `${routeTemplate(key, locale, marketInPath).replaceAll(PLACEHOLDER, path)}?page=${page}&sort=${sort}`;
    await expectNoServerError(request, key, url);
  });
}

/** The route handlers beside the pages, each with its fuzzed part of the address. */
const HANDLERS: Record<string, (value: string) => string> = {
  'images/products': (value) => `/images/products/${value}`,
  documents: (value) => `/documents/${value}`,
  sitemap: (value) => `/sitemap/${value}`,
  'graphql GET': (value) =>
    `/graphql?query=${value}&operationName=${value}&variables=${value}&extensions=${value}`,
};

/** Runs the checks a few at a time; every one runs, and every failure is reported. */
async function inLanes(checks: (() => Promise<void>)[]): Promise<string[]> {
  const queue = [...checks];
  const failures: string[] = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      await check().catch((error: unknown) => {
        failures.push(error instanceof Error ? error.message : String(error));
      });
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return failures;
}

test('no address answers a server error: any text or bytes in every route, language and handler', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const routeChecks = (Object.keys(ROUTES) as RouteKey[]).flatMap((key) =>
    LOCALES.map(
      (locale) => () => fc.assert(routeProperty(request, key, locale), { numRuns: RUNS_PER_LANGUAGE }),
    ),
  );
  const handlerChecks = Object.entries(HANDLERS).map(
    ([name, url]) =>
      () =>
        fc.assert(
          fc.asyncProperty(fuzz, (value) => expectNoServerError(request, name, url(value))),
          { numRuns: RUNS_PER_HANDLER },
        ),
  );
  const failures = await inLanes([...routeChecks, ...handlerChecks]);

  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  console.log(`URL fuzz: ${total} cases`);
  for (const [name, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${name}: ${n}`);
  expect(failures).toEqual([]);
  expect(total).toBeGreaterThanOrEqual(routeChecks.length * RUNS_PER_LANGUAGE);
});
