import { describe, expect, it } from 'vitest';
import { href, inLocale, isPublicPage, safeReturnPath, signInHref, splitLocale } from './paths';

describe('the back office addresses', () => {
  it('puts every page under its language', () => {
    expect(href('sv', '/')).toBe('/sv');
    expect(href('en', '/staff')).toBe('/en/staff');
    expect(splitLocale('/en/staff/3')).toEqual({ locale: 'en', page: '/staff/3' });
    expect(splitLocale('/sv')).toEqual({ locale: 'sv', page: '/' });
    expect(splitLocale('/de/staff')).toBeNull();
  });

  it('opens only sign-in and set-password without a session', () => {
    expect(isPublicPage('/sign-in')).toBe(true);
    expect(isPublicPage('/set-password')).toBe(true);
    expect(isPublicPage('/sign-in-elsewhere')).toBe(false);
    expect(isPublicPage('/staff')).toBe(false);
  });

  it.each([
    ['/sv/staff?page=2', '/sv/staff?page=2'],
    ['/en', '/en'],
    ['//evil.example/sv', null],
    ['/\\evil.example', null],
    ['https://evil.example/sv', null],
    ['/sv/sign-in', null],
    ['/de/staff', null],
    ['/sv/staff x', null],
    [42, null],
  ])('returns after sign-in to %s only if it is a page of this app', (asked, expected) => {
    expect(safeReturnPath(asked)).toBe(expected);
  });

  it('sends a visitor to sign-in with the page to return to', () => {
    expect(signInHref('en', '/en/audit?page=2')).toBe('/en/sign-in?next=%2Fen%2Faudit%3Fpage%3D2');
    expect(signInHref('sv', '//evil')).toBe('/sv/sign-in');
  });

  it('switches the language of an address and keeps the rest', () => {
    expect(inLocale('/sv/staff?page=2', 'en')).toBe('/en/staff?page=2');
    expect(inLocale('/sv', 'en')).toBe('/en');
    expect(inLocale('/nowhere', 'en')).toBe('/en');
  });
});
