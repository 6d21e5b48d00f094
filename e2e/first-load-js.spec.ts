import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_KEY } from './commerce-api';

/** The most JavaScript (gzip) a page may load before the shopper does anything; Next's own is about 135 kB. */
const BUDGET_KB = 150;

/**
 * Sum of the gzip sizes of the scripts a page's HTML loads, as `bench/run.ts` measures it: code an
 * island loads on first use is not counted, for the page does not need it to show and hydrate.
 */
async function firstLoadKb(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const sources = new Set(
    [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
      .filter((m) => !/\bnomodule\b/i.test(`${m[1]} ${m[3]}`))
      .map((m) => m[2] as string),
  );
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(await (await request.get(src)).body(), { level: 9 }).length;
  return bytes / 1024;
}

test('home, list, search, product and checkout pages load at most 150 kB of JavaScript first', async ({
  request,
}) => {
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY },
    data: { query: '{ products(take: 1) { products { canonicalUrl } } }' },
  });
  const product: string = (await response.json()).data.products.products[0].canonicalUrl;
  for (const path of ['/', '/c/byggmaskiner', '/s/kedja', product, '/kassan']) {
    const kB = await firstLoadKb(request, path);
    console.log(`${path}: ${kB.toFixed(1)} kB gzip`);
    expect(kB, path).toBeLessThanOrEqual(BUDGET_KB);
  }
});
