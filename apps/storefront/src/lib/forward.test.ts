import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardToCommerce, readBodyWithin } from './forward.server';
import { withRequestId } from './request-id.server';

const streamed = (chunks: number[]) =>
  new Request('http://shop.test/graphql', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        for (const size of chunks) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('a forwarded body', () => {
  it('is read whole within the limit', async () => {
    expect((await readBodyWithin(streamed([10, 20]), 30))?.byteLength).toBe(30);
  });

  it('is refused unread when it declares more than the limit', async () => {
    const request = new Request('http://shop.test/graphql', {
      method: 'POST',
      body: 'x'.repeat(100),
      headers: { 'content-length': '100' },
    });
    expect(await readBodyWithin(request, 99)).toBeNull();
  });

  it('stops being read once a body without a length passes the limit', async () => {
    expect(await readBodyWithin(streamed([20, 20, 20]), 30)).toBeNull();
  });
});

describe('a forwarded answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes on the headers asked for, such as the rotated refresh token, and no others', async () => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push(new Request(url, init));
      return new Response('{"token":"t","maxAge":900}', {
        headers: {
          'content-type': 'application/json',
          'x-auth-refresh-token': 'rotated',
          'set-cookie': 'x=1',
        },
      });
    });
    const request = new Request('http://shop.test/auth/login', {
      headers: { 'x-auth-refresh-token': 'old' },
    });
    const answer = await forwardToCommerce(request, '/auth/login', {
      exposeHeaders: ['x-auth-refresh-token'],
    });
    expect(sent[0]?.headers.get('x-auth-refresh-token')).toBe('old');
    expect(answer.headers.get('x-auth-refresh-token')).toBe('rotated');
    expect(answer.headers.get('set-cookie')).toBeNull();
    const plain = await forwardToCommerce(request, '/graphql');
    expect(plain.headers.get('x-auth-refresh-token')).toBeNull();
  });

  it("passes the request's id on and the API's answer of it back", async () => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push(new Request(url, init));
      return Response.json({ data: {} }, { headers: { 'x-request-id': 'request-3' } });
    });
    const request = new Request('http://shop.test/graphql', {
      method: 'POST',
      body: '{}',
      headers: withRequestId(new Headers({ 'x-request-id': 'request-3' })),
    });
    const answer = await forwardToCommerce(request, '/graphql');
    expect(sent[0]?.headers.get('x-request-id')).toBe('request-3');
    expect(answer.headers.get('x-request-id')).toBe('request-3');
  });

  it("names the connection's address with the shared secret, never an address header the browser wrote", async () => {
    vi.stubEnv('SHOPPER_ADDRESS_SECRET', 'shared');
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push(new Request(url, init));
      return Response.json({ data: {} });
    });
    const request = new Request('http://shop.test/graphql', {
      method: 'POST',
      body: '{}',
      headers: {
        'x-forwarded-for': '198.51.100.77',
        forwarded: 'for=198.51.100.78',
        'x-real-ip': '198.51.100.79',
        'x-shopper-address': '198.51.100.80',
        'x-shopper-secret': 'guessed',
        // What the patched Next set from the socket.
        'x-shop-peer-address': '203.0.113.9',
      },
    });
    await forwardToCommerce(request, '/graphql');
    const headers = sent[0]?.headers;
    expect(headers?.get('x-shopper-address')).toBe('203.0.113.9');
    expect(headers?.get('x-shopper-secret')).toBe('shared');
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-shop-peer-address'])
      expect(headers?.get(name)).toBeNull();
    vi.unstubAllEnvs();
  });
});
