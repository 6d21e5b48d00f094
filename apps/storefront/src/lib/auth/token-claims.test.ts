import { describe, expect, it } from 'vitest';
import { secondsLeft, tokenClaims } from './token-claims';

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
});
