import { describe, expect, it } from 'vitest';
import { TIMING } from '@/lib/config';
import { refreshDue, secondsLeft, tokenClaims } from './token-claims';

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('token claims', () => {
  const token = jwt({ sid: 's1', name: 'kund@example.se', customerType: 'ORGANIZATION', exp: 1_000 });

  it('reads the claims', () => {
    expect(tokenClaims(token)).toMatchObject({ customerType: 'ORGANIZATION', name: 'kund@example.se' });
  });

  it('counts the seconds left, never below 0', () => {
    expect(secondsLeft(token, 900_000)).toBe(100);
    expect(secondsLeft(token, 2_000_000)).toBe(0);
  });

  it('answers nothing for a token it cannot read', () => {
    expect(tokenClaims('garbage')).toEqual({});
    expect(tokenClaims('a.%%%.b')).toEqual({});
    expect(secondsLeft('garbage', 0)).toBe(0);
  });

  it('is due for a refresh 900 x maxAge ms after it was issued, not before', () => {
    // Issued at 1 000 s for 900 s: due at 1 810 s, a second of slack before.
    const issued = jwt({ iat: 1_000, exp: 1_900 });
    expect(refreshDue(issued, 1_000_000, 900)).toBe(false);
    expect(refreshDue(issued, 1_808_000, 900)).toBe(false);
    expect(refreshDue(issued, 1_809_000, 900)).toBe(true);
    expect(refreshDue(issued, 2_000_000, 900)).toBe(true);
    expect(refreshDue(token, 900_000, 900)).toBe(false);
    expect(refreshDue(token, 1_000_000, 900)).toBe(true);
  });

  it("is due, with the shop's setting, 900 x maxAge ms after it was issued", () => {
    // Issued at 0 for 90 000 s: due at 81 000 s, a second of slack before.
    const long = jwt({ iat: 0, exp: 90_000 });
    expect(refreshDue(long, 80_998_000, TIMING.refreshFactor)).toBe(false);
    expect(refreshDue(long, 80_999_000, TIMING.refreshFactor)).toBe(true);
  });
});
