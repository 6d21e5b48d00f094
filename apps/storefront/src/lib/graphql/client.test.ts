import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientOptions, extractFiles, request } from './client';
import { MissingResponseError, ServerError, ServerParseError } from './errors';
import { graphql } from './graphql';

const BrandsQuery = graphql(`
  query Brands($channelId: String, $marketId: String, $languageId: String) {
    brands(channelId: $channelId, marketId: $marketId, languageId: $languageId) { alias }
  }
`);

interface Received {
  headers: IncomingMessage['headers'];
  body: { operationName: string; query?: string; variables: Record<string, unknown>; extensions?: unknown };
}

/** A real HTTP server whose next answers the test decides. */
let server: Server;
let endpoint: string;
let answers: ((res: ServerResponse, received: Received) => void)[] = [];
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const entry = { headers: req.headers, body: JSON.parse(raw) };
      received.push(entry);
      const answer = answers.shift();
      if (!answer) throw new Error('No answer prepared');
      answer(res, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function options(overrides: Partial<ClientOptions> = {}): ClientOptions {
  answers = [];
  received = [];
  return {
    endpoint,
    apiKey: 'key-1',
    scope: { channelId: '1|se', marketId: 'se', languageId: 'sv-SE' },
    persistedQueries: false,
    ...overrides,
  };
}

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('request', () => {
  it('adds the API key and the channel, market and language variables', async () => {
    const opts = options({ token: 'tok' });
    answers.push(json(200, { data: { brands: [{ alias: 'a' }] } }));
    const data = await request(opts, BrandsQuery, {});
    expect(data.brands[0]?.alias).toBe('a');
    expect(received[0]?.headers['x-apikey']).toBe('key-1');
    expect(received[0]?.headers.authorization).toBe('Bearer tok');
    expect(received[0]?.body.operationName).toBe('Brands');
    expect(received[0]?.body.variables).toEqual({ channelId: '1|se', marketId: 'se', languageId: 'sv-SE' });
    expect(received[0]?.headers['x-request-id']).toBeUndefined();
  });

  it("sends the storefront request's id, for the API's log", async () => {
    const opts = options({ requestId: 'request-7' });
    answers.push(json(200, { data: { brands: [] } }));
    await request(opts, BrandsQuery, {});
    expect(received[0]?.headers['x-request-id']).toBe('request-7');
  });

  it('sends the full query at once where it cannot hash (no persisted queries, or no secure context)', async () => {
    const plain = options({ persistedQueries: false });
    answers.push(json(200, { data: { brands: [] } }));
    await request(plain, BrandsQuery, {});
    expect(received[0]?.body.query).toContain('query Brands');
    expect(received[0]?.body.extensions).toBeUndefined();

    // subtle is the prototype's getter; an own property hides it for this test only.
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      const insecure = options();
      answers.push(json(200, { data: { brands: [] } }));
      await request(insecure, BrandsQuery, {});
      expect(received[0]?.body.query).toContain('query Brands');
      expect(received[0]?.body.extensions).toBeUndefined();
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'subtle');
    }
  });

  it('throws a server error for a status of 300 or above', async () => {
    const opts = options();
    answers.push(json(502, { error: 'bad gateway' }));
    const error = await request(opts, BrandsQuery, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe('Response not successful: Received status code 502');
  });

  it('throws a parse error for a body that is not JSON', async () => {
    const opts = options();
    answers.push((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>oops</html>');
    });
    const error = await request(opts, BrandsQuery, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerParseError);
    expect((error as Error).message).toMatch(/^JSON parse error/);
  });

  it('names the query when the response has neither data nor errors', async () => {
    const opts = options();
    answers.push(json(200, {}));
    const error = await request(opts, BrandsQuery, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingResponseError);
    expect((error as Error).message).toBe("Server response was missing for query 'Brands'.");
  });

  it.each(['PersistedQueryNotFound', 'PersistedQueryNotSupported'])(
    'sends the hash first and the full query after %s',
    async (message) => {
      const opts = options({ persistedQueries: true });
      answers.push(json(404, { errors: [{ message }] }));
      answers.push(json(200, { data: { brands: [] } }));
      await request(opts, BrandsQuery, {});
      expect(received).toHaveLength(2);
      expect(received[0]?.body.query).toBeUndefined();
      expect(received[0]?.body.extensions).toMatchObject({ persistedQuery: { version: 1 } });
      expect(received[1]?.body.query).toMatch(/query Brands/);
    },
  );
});

describe('the query text sent', () => {
  // `brands(…)` with its three arguments is 75 characters; an alias of three letters makes it 80.
  const EdgeQuery = graphql(`
    query Edge($channelId: String, $marketId: String, $languageId: String) {
      abc: brands(channelId: $channelId, marketId: $marketId, languageId: $languageId) { alias }
      abcd: brands(channelId: $channelId, marketId: $marketId, languageId: $languageId) { alias }
    }
  `);

  it("keeps a field's arguments on its line up to 80 characters and wraps them one a line past that", async () => {
    const opts = options();
    answers.push(json(200, { data: { abc: [], abcd: [] } }));
    await request(opts, EdgeQuery, {});
    const lines = received[0]?.body.query?.split('\n') ?? [];
    expect(lines).toContain(
      '  abc: brands(channelId: $channelId, marketId: $marketId, languageId: $languageId) {',
    );
    const wrapped = lines.indexOf('  abcd: brands(');
    expect(wrapped).toBeGreaterThan(0);
    expect(lines.slice(wrapped, wrapped + 5)).toEqual([
      '  abcd: brands(',
      '    channelId: $channelId',
      '    marketId: $marketId',
      '    languageId: $languageId',
      '  ) {',
    ]);
  });
});

describe('extractFiles', () => {
  it('takes each file out of the variables, null in its place, with its path for the multipart map', () => {
    const image = new Blob(['bytes'], { type: 'image/png' });
    const other = new Blob(['more']);
    const [variables, files] = extractFiles({
      form: { kind: 'SERVICE', parts: [{ a: 1 }] },
      image,
      list: [other],
    });
    expect(variables).toEqual({ form: { kind: 'SERVICE', parts: [{ a: 1 }] }, image: null, list: [null] });
    expect(files).toEqual([
      ['variables.image', image],
      ['variables.list.0', other],
    ]);
    expect(extractFiles({ a: 'text', b: null })[1]).toEqual([]);
  });
});
