import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_EXPIRY_CHANNEL } from '#src/modules/storefront-cache/index.ts';
import { openRedis } from '#src/redis/index.ts';
import { type CommerceProcess, startCommerceProcess } from './commerce-process.ts';
import { TEST_STAFF_API_KEY } from './harness.ts';
import { useTestApi } from './suite.ts';

/** Redis is only on a real server: .ci/run sets TEST_REDIS_URL when one answers. */
const redisUrl = process.env.TEST_REDIS_URL;
/** This shop's keys and channels on the shared Redis (REDIS_PREFIX). */
const PREFIX = 'shop-a:';

describe.runIf(redisUrl)('storefront cache expiry with Redis', () => {
  const suite = useTestApi({ products: 20 });
  const listener = redisUrl ? openRedis(redisUrl) : undefined;
  const told: string[] = [];
  const storefront = createServer((req, res) => {
    told.push(req.url ?? '');
    res.end('{}');
  });
  let api: CommerceProcess;
  afterAll(async () => {
    api?.kill('SIGTERM');
    await api?.exited;
    await listener?.close();
    await new Promise((resolve) => storefront.close(resolve));
  });

  it('is published for every subscribed storefront of its shop, and no listed one is called', async () => {
    const published: string[] = [];
    const unprefixed: string[] = [];
    listener?.subscriber.on('message', (channel, message) => {
      if (channel === `${PREFIX}${CACHE_EXPIRY_CHANNEL}`) published.push(message);
      if (channel === CACHE_EXPIRY_CHANNEL) unprefixed.push(message);
    });
    await listener?.subscriber.subscribe(`${PREFIX}${CACHE_EXPIRY_CHANNEL}`, CACHE_EXPIRY_CHANNEL);
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    const [product] = await suite.aliases();
    await suite.api().stop();
    api = await startCommerceProcess(suite.api().location, {
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: PREFIX,
      REVALIDATE_SECRET: 'test-secret',
      STOREFRONT_URLS: `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`,
    });
    const answer = await api.graphql(
      `mutation ($alias: String!) {
        setProductPrice(alias: $alias, marketId: "se", sellingPriceIncVat: 123.45) { alias } }`,
      { alias: product },
      { 'x-apikey': TEST_STAFF_API_KEY },
    );
    expect((await answer.json()).errors).toBeUndefined();
    await expect.poll(() => published.flatMap((m) => JSON.parse(m).tags)).toContain(`product:${product}`);
    expect(told).toEqual([]);
    // Another shop on the same Redis hears nothing, and this one's counters are under its prefix.
    expect(unprefixed.flatMap((m) => JSON.parse(m).tags)).not.toContain(`product:${product}`);
    expect(await listener?.commands.keys(`${PREFIX}rate:*`)).not.toEqual([]);
  });
});
