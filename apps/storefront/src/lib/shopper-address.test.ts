import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEER_ADDRESS_HEADER, proxyTrust, shopperAddress, shopperHeaders } from './shopper-address.server';

const request = (peer: string | null, forwardedFor?: string) =>
  new Headers({
    ...(peer === null ? {} : { [PEER_ADDRESS_HEADER]: peer }),
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  });

describe("the shopper's address", () => {
  it("is the connection's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const none = proxyTrust({});
    expect(shopperAddress(request('203.0.113.9', '198.51.100.77'), none)).toBe('203.0.113.9');
    expect(shopperAddress(request('::ffff:203.0.113.9'), none)).toBe('203.0.113.9');
    expect(shopperAddress(request('2001:db8::7'), none)).toBe('2001:db8::7');
    expect(shopperAddress(request(null, '198.51.100.77'), none)).toBeNull();
  });

  it('is the hop the outermost of TRUSTED_PROXY_HOPS proxies wrote, not what the browser wrote before it', () => {
    const one = proxyTrust({ TRUSTED_PROXY_HOPS: '1' });
    expect(shopperAddress(request('10.0.0.2', '198.51.100.77, 203.0.113.9'), one)).toBe('203.0.113.9');
    expect(shopperAddress(request('10.0.0.2', '203.0.113.9'), one)).toBe('203.0.113.9');
    // A request that came past the proxies: the peer.
    expect(shopperAddress(request('10.0.0.2'), one)).toBe('10.0.0.2');
    expect(shopperAddress(request('10.0.0.2', 'garbage'), one)).toBe('10.0.0.2');
    const two = proxyTrust({ TRUSTED_PROXY_HOPS: '2' });
    expect(shopperAddress(request('10.0.0.2', '198.51.100.77, 203.0.113.9, 10.0.0.1'), two)).toBe(
      '203.0.113.9',
    );
  });

  it('is the nearest hop that is not one of TRUSTED_PROXIES (addresses or ranges)', () => {
    const listed = proxyTrust({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1', TRUSTED_PROXY_HOPS: '5' });
    expect(shopperAddress(request('10.1.2.3', '198.51.100.77, 203.0.113.9'), listed)).toBe('203.0.113.9');
    expect(shopperAddress(request('192.0.2.1', '198.51.100.77, 203.0.113.9, 10.0.0.4'), listed)).toBe(
      '203.0.113.9',
    );
    expect(shopperAddress(request('203.0.113.10', '198.51.100.77'), listed)).toBe('203.0.113.10');
    expect(() => proxyTrust({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the headers that name the shopper to the API', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('carry the address with the shared secret, and nothing without a secret', () => {
    vi.stubEnv('SHOPPER_ADDRESS_SECRET', '');
    expect(shopperHeaders(request('203.0.113.9'))).toEqual({});
    vi.stubEnv('SHOPPER_ADDRESS_SECRET', 'shared');
    expect(shopperHeaders(request('203.0.113.9', '198.51.100.77'))).toEqual({
      'x-shopper-address': '203.0.113.9',
      'x-shopper-secret': 'shared',
    });
  });

  it("rest on Next setting the peer from the socket: the installed Next carries the project's patch", () => {
    const next = createRequire(import.meta.url).resolve('next/dist/server/lib/router-server.js');
    expect(readFileSync(next, 'utf8')).toContain(
      "req.headers['x-shop-peer-address'] = req.socket && req.socket.remoteAddress || '';",
    );
  });
});
