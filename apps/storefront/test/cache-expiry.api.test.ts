import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_EXPIRY_CHANNEL, subscribeToCacheExpiry } from '@/lib/cache-expiry';

/** Redis is only on a real server: .ci/run sets TEST_REDIS_URL when one answers. */
const redisUrl = process.env.TEST_REDIS_URL;
const SECRET = 'expiry-test-secret';
const PREFIX = 'shop-a:';

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

describe.runIf(redisUrl)("a storefront instance's cache expiry through Redis", () => {
  /** What the instance's own /api/revalidate was asked to expire, with the key it sent. */
  const expired: { tags: string[]; authorization?: string }[] = [];
  const ownServer = createServer(async (request, response) => {
    const { tags } = JSON.parse(await bodyOf(request)) as { tags: string[] };
    expired.push({ tags, authorization: request.headers.authorization });
    response.end('{}');
  });
  const publisher = new Redis(redisUrl as string);
  let subscription: ReturnType<typeof subscribeToCacheExpiry>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => ownServer.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(ownServer.address() as AddressInfo).port}`;
    subscription = subscribeToCacheExpiry(redisUrl as string, origin, SECRET, PREFIX);
    await subscription.listening;
  });
  afterAll(async () => {
    await subscription?.close();
    await publisher.quit();
    await new Promise((resolve) => ownServer.close(resolve));
  });

  it("expires the tags published on its shop's channel, with its secret, and none of another shop's", async () => {
    await publisher.publish(CACHE_EXPIRY_CHANNEL, JSON.stringify({ tags: ['product:another-shop'] }));
    await publisher.publish(`${PREFIX}${CACHE_EXPIRY_CHANNEL}`, JSON.stringify({ tags: ['product:ours'] }));
    await expect.poll(() => expired).toEqual([{ tags: ['product:ours'], authorization: `Bearer ${SECRET}` }]);
  });

  it('expires the whole catalog once its connection comes back: what was published meanwhile is lost', async () => {
    expired.length = 0;
    const clients = (await publisher.client('LIST')) as string;
    const id = /id=(\d+) .*name=storefront:\d+:cache-expiry/.exec(clients)?.[1];
    expect(id, 'the subscriber names its connection').toBeTruthy();
    await publisher.client('KILL', 'ID', id as string);
    await expect
      .poll(() => expired, { timeout: 10_000 })
      .toEqual([{ tags: ['catalog'], authorization: `Bearer ${SECRET}` }]);
    // Subscribed again: a later expiry arrives as before.
    await expect
      .poll(async () => {
        await publisher.publish(
          `${PREFIX}${CACHE_EXPIRY_CHANNEL}`,
          JSON.stringify({ tags: ['product:later'] }),
        );
        return expired.some((call) => call.tags.includes('product:later'));
      })
      .toBe(true);
  });
});
