import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '#src/request-limits.ts';
import { startTestApi, TEST_API_KEY, type TestApi } from './harness.ts';

const STOREFRONT_ORIGIN = 'https://shop.example';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ server: { introspection: false, corsOrigins: [STOREFRONT_ORIGIN] } });
});
afterAll(() => api?.close());

function postGraphql(body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A JSON request for `{ channel { id } }` padded by an unused variable to `bytes` in all. */
function paddedRequest(bytes: number) {
  const empty = JSON.stringify({ query: '{ channel { id } }', variables: { pad: '' } });
  return JSON.stringify({
    query: '{ channel { id } }',
    variables: { pad: 'x'.repeat(bytes - empty.length) },
  });
}

/** The status of a request whose target is sent as is, which fetch would have normalised. */
function statusOfRawTarget(target: string): Promise<number | undefined> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('request bodies', () => {
  const limit = BODY_LIMITS['application/json'];

  it('answers a JSON body at the limit', async () => {
    const body = paddedRequest(limit);
    expect(Buffer.byteLength(body)).toBe(limit);
    const response = await postGraphql(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { channel: { id: expect.any(String) } } });
  });

  it('refuses a JSON body one byte over the limit by its Content-Length, with a JSON error', async () => {
    const response = await postGraphql(paddedRequest(limit + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: `The request body is larger than the limit of ${limit} bytes.`,
          extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' },
        },
      ],
    });
  });

  it('stops reading a body sent without Content-Length at the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const offered = 20 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= offered) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await postGraphql(body);
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].message).toBe(
      `The request body is larger than the limit of ${limit} bytes.`,
    );
    console.log(`a 20 MB streamed body was refused after ${(sent / 1024).toFixed(0)} kB had been sent`);
    expect(sent).toBeLessThan(offered / 2);
  });
});

const NOT_JSON = 'The request is not valid JSON (its body, or its variables or extensions).';

describe('error messages', () => {
  it('answers malformed JSON with a fixed message that does not quote the body', async () => {
    const response = await postGraphql('{"query": "{ channel { id } }", secret-token-123');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: NOT_JSON, extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(text).not.toContain('secret');
  });

  it('answers malformed variables or extensions of a GET as bad JSON, not as an internal error', async () => {
    for (const parameter of ['variables=%FF', 'variables=%7B', 'extensions=%7B"persistedQuery"']) {
      const response = await fetch(`${api.url}/graphql?query=%7Bchannel%7Bid%7D%7D&${parameter}`, {
        headers: { 'x-apikey': TEST_API_KEY },
      });
      expect(response.status, parameter).toBe(400);
      expect((await response.json()).errors).toEqual([
        { message: NOT_JSON, extensions: { code: 'BAD_REQUEST' } },
      ]);
    }
  });

  it('masks an unexpected failure: nothing about the database reaches the client', async () => {
    await api.database.db.execute('alter table content_pages rename to content_pages_moved');
    try {
      const { body } = await api.graphql('{ contentPages(marketId: "se", languageId: "sv-SE") { alias } }');
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.' })]);
      expect(JSON.stringify(body)).not.toMatch(/content_pages|relation|select|stack/i);
    } finally {
      await api.database.db.execute('alter table content_pages_moved rename to content_pages');
    }
  });
});

describe('introspection when configured off', () => {
  it.each(['{ __schema { types { name } } }', '{ __type(name: "ProductType") { fields { name } } }'])(
    'refuses %s',
    async (query) => {
      const { body } = await api.graphql(query);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    },
  );

  it('does not suggest field names in errors', async () => {
    const { body } = await api.graphql('{ chanel { id } }');
    expect(body.errors?.[0]?.message).toBe(
      'Cannot query field "chanel" on type "Query". [Suggestion hidden]',
    );
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-apikey',
      },
    });

  it('lets the configured storefront origin call the API, without credentials', async () => {
    const allowed = await preflight(STOREFRONT_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STOREFRONT_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-apikey');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    const response = await postGraphql(JSON.stringify({ query: '{ channel { id } }' }), {
      origin: STOREFRONT_ORIGIN,
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives any other origin no CORS headers at all', async () => {
    const stranger = 'https://attacker.example';
    const answers = [
      await preflight(stranger),
      await postGraphql(JSON.stringify({ query: '{ channel { id } }' }), { origin: stranger }),
    ];
    for (const response of answers) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('malformed paths', () => {
  it.each([
    '/images/products/%',
    '/images/products/%E0%A4%A',
    '/images/products/photo-%ZZ.svg',
    '/documents/%',
    '/documents/%E0%A4%A.pdf',
  ])('answers 404 for %s', async (path) => {
    expect(await statusOfRawTarget(path)).toBe(404);
  });

  it('answers 400 for a request target that is no URL', async () => {
    expect(await statusOfRawTarget('http://[')).toBe(400);
  });
});

describe('API key', () => {
  it('refuses a request without X-ApiKey with 401 and a clear message', async () => {
    const { status, body } = await api.graphql('{ brands { name } }', {}, {});
    expect(status).toBe(401);
    expect(body.errors?.[0]?.message).toMatch(/X-ApiKey/);
  });
  it('refuses an unknown key with 401', async () => {
    const { status, body } = await api.graphql('{ brands { name } }', {}, { 'x-apikey': 'nope' });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.message).toBe('Unknown API key.');
  });
});

describe('security headers', () => {
  it('come with every answer: data, images, sign-in, errors and preflights', async () => {
    const answers = [
      await postGraphql(JSON.stringify({ query: '{ channel { id } }' })),
      await postGraphql(JSON.stringify({ query: '{ channel { id } }' }), { 'x-apikey': 'nope' }),
      await fetch(`${api.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: STOREFRONT_ORIGIN, 'access-control-request-method': 'POST' },
      }),
      await fetch(`${api.url}/healthz`),
      await fetch(`${api.url}/images/products/chainsaw-5b8c2a-0-bs-40-pro-eco.svg`),
      await fetch(`${api.url}/auth/nothing-here`),
      await fetch(`${api.url}/no-such-path`),
    ];
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(answers.map((r) => r.status)).toEqual([200, 401, 204, 200, 200, 404, 404]);
  });

  it('serve no GraphiQL page, not even to a browser that sends the key', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      headers: { accept: 'text/html', 'x-apikey': TEST_API_KEY },
    });
    expect(await response.text()).not.toMatch(/<html/i);
  });
});

describe('/healthz', () => {
  it('answers ok', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('persisted queries', () => {
  it('asks for the full query once, without an error status, then runs by hash alone', async () => {
    const query = '{ brands { alias } }';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(query));
    const sha256Hash = Buffer.from(digest).toString('hex');
    const send = (body: Record<string, unknown>) =>
      fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
        body: JSON.stringify({ ...body, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const first = await send({});
    expect(first.body.errors[0].message).toBe('PersistedQueryNotFound');
    // A browser logs a 4xx as a failed request: the handshake is part of the protocol, not a failure.
    expect(first.status).toBe(200);
    expect((await send({ query })).body.data.brands.length).toBeGreaterThan(0);
    expect((await send({})).body.data.brands.length).toBeGreaterThan(0);
  });
});
