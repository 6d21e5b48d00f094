import { describe, expect, it } from 'vitest';
import { COOKIES } from '@/lib/cookies';
import {
  knownUserSeconds,
  SESSION_COOKIE_NAMES,
  sessionCookieWrites,
  userCookieSeconds,
} from './session-cookies';

const grant = {
  token: 'a.b.c',
  maxAge: 900,
  refreshToken: 'refresh',
  email: 'kund@example.se',
  userSeconds: userCookieSeconds(true),
  customerType: 'ORGANIZATION',
};

describe('session cookies', () => {
  it('last a week with remember-me and half an hour without', () => {
    expect(userCookieSeconds(true)).toBe(604_800);
    expect(userCookieSeconds(false)).toBe(1_800);
    expect(knownUserSeconds('604800')).toBe(604_800);
    expect(knownUserSeconds('1800')).toBe(1_800);
    expect(knownUserSeconds('99999999')).toBe(1_800);
    expect(knownUserSeconds(undefined)).toBe(1_800);
  });

  it('last as long as the shopper asked, the token too: a week by default, on path /', () => {
    const byName = Object.fromEntries(sessionCookieWrites(grant, true).map((c) => [c.name, c]));
    expect(byName[COOKIES.auth]?.options).toMatchObject({ maxAge: 604_800, path: '/' });
    const short = sessionCookieWrites({ ...grant, userSeconds: userCookieSeconds(false) }, true);
    expect(short.find((c) => c.name === COOKIES.auth)?.options.maxAge).toBe(1_800);
    expect(byName[COOKIES.authRefresh]?.options.maxAge).toBe(604_800);
    expect(byName[COOKIES.user]?.options.maxAge).toBe(604_800);
    expect(byName[COOKIES.userMaxAge]?.value).toBe('604800');
    expect(byName[COOKIES.customerType]?.value).toBe('ORGANIZATION');
  });

  it('keep the customer type the account chose for 365 days, whatever the session lasts', () => {
    for (const remember of [true, false]) {
      const writes = sessionCookieWrites({ ...grant, userSeconds: userCookieSeconds(remember) }, true);
      expect(writes.find((c) => c.name === COOKIES.customerType)?.options).toMatchObject({
        maxAge: 31_536_000,
        path: '/',
      });
    }
  });

  it('hide the tokens from scripts, show the email, and are Lax and Secure when asked', () => {
    const writes = sessionCookieWrites(grant, true);
    const httpOnly = writes.filter((c) => c.options.httpOnly).map((c) => c.name);
    expect(httpOnly).toEqual([COOKIES.auth, COOKIES.userMaxAge, COOKIES.authRefresh]);
    expect(
      writes.every((c) => c.options.sameSite === 'lax' && c.options.secure && c.options.path === '/'),
    ).toBe(true);
    expect(sessionCookieWrites(grant, false).some((c) => c.options.secure)).toBe(false);
  });

  it('keep the refresh cookie when the API sent no new refresh token', () => {
    const names = sessionCookieWrites({ ...grant, refreshToken: null }, false).map((c) => c.name);
    expect(names).not.toContain(COOKIES.authRefresh);
  });

  it('are all removed on sign-out', () => {
    for (const write of sessionCookieWrites(grant, false)) expect(SESSION_COOKIE_NAMES).toContain(write.name);
  });
});
