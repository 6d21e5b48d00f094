import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '#src/modules/auth/index.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { TEST_API_KEY } from './harness.ts';
import { asShopper } from './shopper-address.ts';
import { useTestApi } from './suite.ts';

const { api } = useTestApi({ products: 20 });

/**
 * A client whose connections leave from `localAddress` (a loopback address of its own): one
 * kept-alive connection, so that every request of it is the same connection.
 */
function clientFrom(localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  const send = (path: string, body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; peer: string | undefined }>((resolve, reject) => {
      const url = new URL(path, api().url);
      const req = request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, peer: req.socket?.localAddress }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return {
    agent,
    /** Asks for a sign-in challenge: the API counts them per address (60 a minute). */
    challenge: (headers?: Record<string, string>) =>
      send('/auth/login', JSON.stringify({ username: 'kund@example.se' }), headers),
    /** A change counted against the address (300 a minute), refused by the cart. */
    change: (headers?: Record<string, string>) =>
      send(
        '/graphql',
        JSON.stringify({ query: 'mutation { setCartPromoCode(id: "no-such-cart", promoCode: "X") { id } }' }),
        { 'x-apikey': TEST_API_KEY, ...headers },
      ),
  };
}

const clients: ReturnType<typeof clientFrom>[] = [];
const from = (address: string) => {
  const client = clientFrom(address);
  clients.push(client);
  return client;
};
afterAll(() => {
  for (const client of clients) client.agent.destroy();
});

async function exhaust(send: () => Promise<{ status: number }>, max: number) {
  for (let sent = 0; sent < max; sent += 50) {
    const statuses = await Promise.all(Array.from({ length: Math.min(50, max - sent) }, send));
    expect(statuses.every(({ status }) => status !== 429)).toBe(true);
  }
}

describe("the client's address", () => {
  it("is the connection's: a new X-Forwarded-For, or a named address without the secret, is counted under it", async () => {
    const shopper = from('127.0.0.3');
    await exhaust(() => shopper.challenge(), THROTTLE_RULES.challengeIp.maxFailures);
    const limited = await shopper.challenge();
    expect(limited).toEqual({ status: 429, peer: '127.0.0.3' });

    expect((await shopper.challenge({ 'x-forwarded-for': '198.51.100.78' })).status).toBe(429);
    expect((await shopper.challenge({ 'x-shopper-address': '198.51.100.79' })).status).toBe(429);
    expect((await shopper.challenge(asShopper('198.51.100.80', 'a wrong secret'))).status).toBe(429);
    expect((await shopper.challenge(asShopper('198.51.100.81', ''))).status).toBe(429);

    // A second real address is not limited; nor is an address the storefront names with the secret.
    expect((await from('127.0.0.2').challenge()).status).toBe(200);
    expect((await shopper.challenge(asShopper('198.51.100.82'))).status).toBe(200);
  });

  it('counts GraphQL changes by the connection too, whatever X-Forwarded-For says', async () => {
    const shopper = from('127.0.0.4');
    await exhaust(() => shopper.change(), RATE_LIMITS.mutationsPerAddress.max);
    expect((await shopper.change()).status).toBe(429);
    expect((await shopper.change({ 'x-forwarded-for': '198.51.100.90' })).status).toBe(429);
    expect((await shopper.change(asShopper('198.51.100.91', 'a wrong secret'))).status).toBe(429);
    expect((await from('127.0.0.5').change()).status).toBe(200);
  });

  it('counts an IPv6 address by its /64', async () => {
    const client = from('127.0.0.6');
    const named = (address: string) => client.challenge(asShopper(address));
    await exhaust(() => named('2001:db8:1:2::1'), THROTTLE_RULES.challengeIp.maxFailures);
    expect((await named('2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await named('2001:0db8:0001:0002::abcd')).status).toBe(429);
    expect((await named('2001:db8:1:3::1')).status).toBe(200);
    // An IPv4 client of a dual-stack socket is its IPv4 address.
    expect((await named('::ffff:198.51.100.99')).status).toBe(200);
  });

  it('counts an IPv4 address as itself in any IPv6 form, never all IPv4 shoppers as one', async () => {
    const client = from('127.0.0.7');
    const named = (address: string) => client.challenge(asShopper(address));
    await exhaust(() => named('::FFFF:198.51.100.120'), THROTTLE_RULES.challengeIp.maxFailures);
    for (const same of ['198.51.100.120', '0:0:0:0:0:ffff:198.51.100.120', '::ffff:c633:6478']) {
      expect((await named(same)).status, same).toBe(429);
    }
    for (const other of ['::FFFF:198.51.100.121', '0:0:0:0:0:ffff:198.51.100.122', '::ffff:c633:647b']) {
      expect((await named(other)).status, other).toBe(200);
    }
  });
});
