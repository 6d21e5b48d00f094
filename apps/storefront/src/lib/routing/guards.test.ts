import { describe, expect, it } from 'vitest';
import { runGuards } from './guards';

const context = {
  signedIn: false,
  query: new URLSearchParams(),
  homePath: '/en',
  path: '/en/my-account/orders',
};

describe('runGuards', () => {
  it('fails with status 500 for an unknown guard', () => {
    expect(() => runGuards(['default', 'nope'], context)).toThrow('Unknown middleware nope');
    try {
      runGuards(['nope'], context);
    } catch (error) {
      expect((error as { status: number }).status).toBe(500);
    }
  });
  it('redirects guests from authenticated routes', () => {
    expect(runGuards(['default', 'authenticated'], context)).toEqual({
      redirect: '/en?action=login&return=%2Fen%2Fmy-account%2Forders',
    });
    expect(runGuards(['authenticated'], { ...context, signedIn: true })).toBeUndefined();
  });
});
