import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@/lib/cookies';

/** A cookie jar as next/headers gives a server action: reads see the writes made before them. */
const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)?.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => jar.set(name, { value, options }),
    delete: (name: string) => jar.set(name, { value: '', options: { maxAge: 0 } }),
  }),
  // The browser wrote X-Forwarded-For; the connection's peer is 203.0.113.9.
  headers: async () =>
    new Headers({ 'x-forwarded-for': '198.51.100.1', 'x-shop-peer-address': '203.0.113.9' }),
}));

const { hasSession, renewSession, sessionToken } = await import('./session.server');

const jwt = (exp: number, iat?: number) =>
  `e30.${Buffer.from(JSON.stringify({ exp, iat, customerType: 'ORGANIZATION' })).toString('base64url')}.s`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function signedIn(token: string | null) {
  if (token) jar.set(COOKIES.auth, { value: token });
  jar.set(COOKIES.authRefresh, { value: 'refresh-1' });
  jar.set(COOKIES.user, { value: 'kund@example.se' });
  jar.set(COOKIES.userMaxAge, { value: '1800' });
  jar.set(COOKIES.customerType, { value: 'PERSON' });
}

describe('the session', () => {
  const calls: Request[] = [];
  beforeEach(() => {
    jar.clear();
    calls.length = 0;
    vi.stubEnv('SHOPPER_ADDRESS_SECRET', 'test-shopper-secret');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  const api = (status: number, body: object, refreshToken?: string) =>
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(new Request(url, init));
      return new Response(JSON.stringify(body), {
        status,
        headers: refreshToken ? { 'x-auth-refresh-token': refreshToken } : {},
      });
    });

  it('keeps a live token without asking the API', async () => {
    signedIn(jwt(nowSeconds() + 600));
    api(500, {});
    expect(await renewSession()).toMatchObject({ renewed: false });
    expect(calls).toHaveLength(0);
    expect(await sessionToken()).toBeTruthy();
  });

  it('refreshes a live token once 900 x maxAge ms have passed since it was issued, not before', async () => {
    signedIn(jwt(nowSeconds() + 600, nowSeconds() - 300));
    api(500, {});
    expect(await renewSession()).toMatchObject({ renewed: false });
    expect(calls).toHaveLength(0);
    // Issued 810 s ago for 900 s: 90 s left, due.
    signedIn(jwt(nowSeconds() + 90, nowSeconds() - 810));
    const fresh = jwt(nowSeconds() + 900, nowSeconds());
    api(200, { token: fresh, maxAge: 900 }, 'refresh-2');
    expect(await renewSession()).toEqual({ secondsLeft: 900, renewed: true });
    expect(calls).toHaveLength(1);
    expect(jar.get(COOKIES.auth)).toMatchObject({ value: fresh, options: { maxAge: 1800, path: '/' } });
  });

  it('keeps a live token that was due when the API cannot be reached', async () => {
    signedIn(jwt(nowSeconds() + 90, nowSeconds() - 810));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await renewSession()).toMatchObject({ renewed: false });
    expect(await sessionToken()).toBeTruthy();
  });

  it('refreshes an expired token with the refresh header, keeping the lifetime the shopper chose', async () => {
    signedIn(null);
    const fresh = jwt(nowSeconds() + 900);
    api(200, { token: fresh, maxAge: 900 }, 'refresh-2');
    expect(await renewSession()).toEqual({ secondsLeft: 900, renewed: true });
    expect(calls[0]?.url).toMatch(/\/auth\/login$/);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('x-auth-refresh-token')).toBe('refresh-1');
    expect(calls[0]?.headers.get('x-shopper-address')).toBe('203.0.113.9');
    expect(calls[0]?.headers.get('x-shopper-secret')).toBe('test-shopper-secret');
    expect(calls[0]?.headers.get('x-forwarded-for')).toBeNull();
    expect(jar.get(COOKIES.auth)?.value).toBe(fresh);
    expect(jar.get(COOKIES.authRefresh)).toMatchObject({
      value: 'refresh-2',
      options: { maxAge: 1800, httpOnly: true },
    });
    // A refresh does not undo the customer type the shopper chose in the header.
    expect(jar.get(COOKIES.customerType)?.value).toBe('PERSON');
  });

  it('signs the shopper out quietly when the API refuses the refresh token', async () => {
    signedIn(null);
    api(401, { error: { code: 'REFRESH_TOKEN_REUSED' } });
    expect(await renewSession()).toBeNull();
    expect(await hasSession()).toBe(false);
    expect(jar.get(COOKIES.user)?.value).toBe('');
  });

  it('keeps the session when the API cannot be reached', async () => {
    signedIn(null);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await renewSession()).toBeNull();
    expect(jar.get(COOKIES.authRefresh)?.value).toBe('refresh-1');
  });

  it('is nothing to renew for a guest', async () => {
    api(500, {});
    expect(await renewSession()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
