import { request as httpRequest } from 'node:http';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authChallenges, customers } from '#src/db/schema.ts';
import { AUTH_LIMITS } from '#src/modules/auth/index.ts';
import { authClient, digest, freshAddress, freshEmail } from './auth-client.ts';
import { useTestApi } from './suite.ts';

const STOREFRONT_ORIGIN = 'https://shop.example';
const { api, db } = useTestApi({ products: 20, server: { corsOrigins: [STOREFRONT_ORIGIN] } });
const client = () => authClient(api().url);

/** A raw request, for bodies and headers fetch would not send as they are. */
function raw(options: {
  method: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  chunks?: number;
}) {
  const { hostname, port } = new URL(api().url);
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = httpRequest(
        { hostname, port, path: options.path, method: options.method, headers: options.headers },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        },
      );
      req.on('error', reject);
      if (options.chunks) {
        // A body without Content-Length, far over the limit, sent in pieces.
        const piece = Buffer.alloc(16 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < (options.chunks as number)) {
            sent += 1;
            if (!req.write(piece)) return void req.once('drain', pump);
          }
          req.end();
        };
        req.write('{"username":"');
        pump();
      } else req.end(options.body);
    },
  );
}

const rows = async () => ({
  customers: (await db().select({ n: count() }).from(customers))[0]?.n,
  challenges: (await db().select({ n: count() }).from(authChallenges))[0]?.n,
});

describe('bad input at /auth', () => {
  it('refuses an unknown action or path, and a method an action does not take', async () => {
    for (const path of ['/auth/admin', '/auth/', '/auth/login/extra', '/auth/sign', '/auth/LOGIN']) {
      const answer = await client().get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe('UNKNOWN_ACTION');
    }
    for (const path of ['/auth/register', '/auth/password']) {
      const answer = await client().get(path);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, POST, OPTIONS');
    }
    const put = await raw({
      method: 'PUT',
      path: '/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(put.status).toBe(405);
  });

  it('refuses a body over the limit by its Content-Length, and one without a length as it arrives', async () => {
    const before = await rows();
    const huge = JSON.stringify({ username: 'x'.repeat(1024 * 1024) });
    const declared = await raw({
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(huge) },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.code).toBe('BODY_TOO_LARGE');
    expect(declared.headers.connection).toBe('close');
    const streamed = await raw({
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks: 640,
    }).catch((error: Error) => ({ status: -1, body: error.message, headers: {} }));
    console.log(
      `a 10 MB chunked body: ${streamed.status === -1 ? `socket closed (${streamed.body})` : `answered ${streamed.status}`}`,
    );
    // Either the refusal arrives, or the server closed the socket while 10 MB were still being sent.
    if (streamed.status !== -1) expect(streamed.status).toBe(413);
    expect(await rows()).toEqual(before);
  });

  it('refuses a 10 kB username as too large, and a long or malformed one as not an email', async () => {
    const tenKb = await client().post('login', { username: `${'a'.repeat(10 * 1024)}@example.se` });
    expect(tenKb.status).toBe(413);
    const cases = [
      `${'a'.repeat(AUTH_LIMITS.usernameMax)}@example.se`,
      'inte-en-adress',
      '',
      42,
      null,
      ['a@example.se'],
      { a: 1 },
    ];
    for (const username of cases) {
      const answer = await client().post('register', { username });
      expect(answer.status, JSON.stringify(username)).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_USERNAME');
    }
  });

  it('refuses malformed JSON, a body that is not an object, and a body not sent as JSON', async () => {
    for (const body of ['{"username": "a@example.se"', 'null', '[]', '"a@example.se"', '']) {
      const answer = await raw({
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe('MALFORMED_JSON');
      expect(answer.body).not.toContain('a@example.se');
    }
    const text = await raw({
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'text/plain' },
      body: '{"username":"a@example.se"}',
    });
    expect(text.status).toBe(415);
  });

  it('refuses a password that is not a client digest, and a session lifetime out of range', async () => {
    const address = freshAddress();
    const username = freshEmail();
    for (const password of ['hemligt', digest('x').slice(1), `${digest('x').slice(0, -1)}=`, 12, null]) {
      const signature = await client().signedChallenge('register', username, address);
      const answer = await client().post('register', { username, signature, password }, address);
      expect(answer.body.error.code, String(password)).toBe('INVALID_PASSWORD');
    }
    for (const sessionLifetime of [0, -1, 1.5, AUTH_LIMITS.maxSessionMinutes + 1, '30', true]) {
      const signature = await client().signedChallenge('register', username, address);
      const answer = await client().post(
        'register',
        { username, signature, password: digest('hemligt-1'), sessionLifetime },
        address,
      );
      expect(answer.body.error.code, String(sessionLifetime)).toBe('INVALID_SESSION_LIFETIME');
    }
    for (const signature of [
      'text',
      { identity: 'x' },
      { identity: 'x', signature: 'y', timestamp: -1 },
      [],
    ]) {
      const answer = await client().post(
        'register',
        { username, signature, password: digest('hemligt-1') },
        address,
      );
      expect(answer.body.error.code, JSON.stringify(signature)).toBe('INVALID_SIGNATURE');
    }
    const registeredNobody = await db().select({ n: count() }).from(customers);
    expect(registeredNobody[0]?.n).toBe(0);
  });
});

describe('CORS at /auth', () => {
  it('lets the storefront origin send and read the refresh-token header, without credentials', async () => {
    const preflight = await raw({
      method: 'OPTIONS',
      path: '/auth/login',
      headers: { origin: STOREFRONT_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(STOREFRONT_ORIGIN);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-auth-refresh-token');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await client().post('login', { username: 'a@example.se' }, { origin: STOREFRONT_ORIGIN });
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-auth-refresh-token');
  });

  it('gives another origin no CORS headers', async () => {
    const preflight = await raw({
      method: 'OPTIONS',
      path: '/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await client().post(
      'login',
      { username: 'a@example.se' },
      { origin: 'https://evil.example' },
    );
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
