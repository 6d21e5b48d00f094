import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storefrontInvalidator } from './index.ts';

describe('expiring the storefronts’ cache', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const storefront = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('{}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => storefront.close(() => resolve())));

  it('sends the tags with the revalidation secret, never the public API key', async () => {
    received.length = 0;
    await storefrontInvalidator([url], 's3cret')(['catalog', 'product:a']);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe('Bearer s3cret');
    expect(received[0]?.headers['x-apikey']).toBeUndefined();
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ tags: ['catalog', 'product:a'] });
  });

  it('tells nobody when no secret is configured', async () => {
    received.length = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await storefrontInvalidator([url], undefined)(['catalog']);
    expect(received).toHaveLength(0);
  });
});
