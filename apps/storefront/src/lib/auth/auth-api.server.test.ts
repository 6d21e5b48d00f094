import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticate } from './auth-api.server';
import { DEFAULT_AUTH_PASSWORD_SALT, passwordDigest } from './password-digest';

const SIGNATURE = { identity: 'challenge-1', signature: 'signed', timestamp: 1 };

/** The API's side of the protocol, recording what the storefront sent. */
function fakeApi(final: { status: number; body: object }) {
  const sent: { url: string; method: string; body: Record<string, unknown> | null; headers: Headers }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : null;
    sent.push({ url, method: init.method ?? 'GET', body, headers: new Headers(init.headers) });
    if (url.includes('/auth/sign/')) return Response.json(SIGNATURE);
    if (body && !('signature' in body)) return Response.json({ sign: 'challenge-1' });
    return Response.json(final.body, {
      status: final.status,
      headers: { 'x-auth-refresh-token': 'refresh-1' },
    });
  });
  return sent;
}

describe('authenticate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a challenge, has it signed, and sends the hashed password with the whole signature', async () => {
    const sent = fakeApi({ status: 200, body: { token: 'a.b.c', maxAge: 900 } });
    const outcome = await authenticate(
      'login',
      { username: 'kund@example.se', password: 'hemligt-losen-1', rememberUser: true },
      { shopper: { 'x-shopper-address': '203.0.113.9', 'x-shopper-secret': 's' }, requestId: 'request-1' },
    );
    expect(outcome).toEqual({ ok: true, token: 'a.b.c', maxAge: 900, refreshToken: 'refresh-1' });
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      'POST /auth/login',
      'GET /auth/sign/demo-storefront-key',
      'POST /auth/login',
    ]);
    expect(sent[0]?.body).toEqual({ username: 'kund@example.se' });
    expect(new URL(sent[1]?.url ?? '').searchParams.get('identity')).toBe('challenge-1');
    expect(sent[2]?.body).toEqual({
      username: 'kund@example.se',
      signature: SIGNATURE,
      password: passwordDigest('hemligt-losen-1', DEFAULT_AUTH_PASSWORD_SALT),
    });
    expect(sent.every((s) => s.headers.get('x-shopper-address') === '203.0.113.9')).toBe(true);
    expect(sent.every((s) => s.headers.get('x-request-id') === 'request-1')).toBe(true);
  });

  it('sends sessionLifetime 30 without remember-me, and the new password only when changing it', async () => {
    const sent = fakeApi({ status: 200, body: { token: 'a.b.c', maxAge: 900 } });
    await authenticate(
      'password',
      {
        username: 'kund@example.se',
        password: 'gammalt-1',
        newPassword: 'nytt-losen-2',
        rememberUser: false,
      },
      { refreshToken: 'refresh-0' },
    );
    expect(sent[2]?.body).toMatchObject({
      sessionLifetime: 30,
      newPassword: passwordDigest('nytt-losen-2', DEFAULT_AUTH_PASSWORD_SALT),
    });
    expect(sent[2]?.headers.get('x-auth-refresh-token')).toBe('refresh-0');
  });

  it("answers the API's refusal code", async () => {
    fakeApi({
      status: 401,
      body: { error: { code: 'WRONG_CREDENTIALS', message: 'Wrong email or password.' } },
    });
    expect(
      await authenticate('login', { username: 'kund@example.se', password: 'fel', rememberUser: true }),
    ).toEqual({ ok: false, code: 'WRONG_CREDENTIALS' });
  });
});
