import { Agent, request } from 'node:http';
import { expect, test } from '@playwright/test';
import { storefrontUrl } from './playwright.config';

/** The API's limit of sign-in challenges one address may ask for in a minute. */
const CHALLENGES_PER_MINUTE = 60;

/**
 * A client of the storefront whose connection leaves from `localAddress`, a loopback address no
 * proxy in front is trusted as (the browsers are: see playwright.config.ts): one kept-alive
 * connection, so that each request of it is the same connection.
 */
function clientFrom(localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  const challenge = (headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const sent = request(
        new URL('/auth/login', storefrontUrl),
        { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify({ username: 'kund@example.se' }));
    });
  return { challenge, close: () => agent.destroy() };
}

test("the API counts a shopper by the storefront's connection, not by an address header the shopper wrote", async () => {
  const shopper = clientFrom('127.0.0.2');
  const other = clientFrom('127.0.0.3');
  try {
    for (let i = 0; i < CHALLENGES_PER_MINUTE; i++) expect(await shopper.challenge()).toBe(200);
    expect(await shopper.challenge()).toBe(429);
    // The same connection with a new address in any header the browser may write stays limited.
    const written: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.78' },
      { forwarded: 'for=198.51.100.79', 'x-real-ip': '198.51.100.79' },
      { 'x-shopper-address': '198.51.100.80', 'x-shopper-secret': 'a guess' },
      { 'x-shop-peer-address': '198.51.100.81' },
    ];
    for (const headers of written) {
      expect(await shopper.challenge(headers), JSON.stringify(headers)).toBe(429);
    }
    // A second real address is not limited.
    expect(await other.challenge()).toBe(200);
  } finally {
    shopper.close();
    other.close();
  }
});
