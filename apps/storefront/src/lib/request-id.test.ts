import { describe, expect, it } from 'vitest';
import { withRequestId } from './request-id.server';

describe('a request id', () => {
  it("is the request's own, else a new one", () => {
    expect(withRequestId(new Headers({ 'x-request-id': 'abc' })).get('x-request-id')).toBe('abc');
    const made = withRequestId(new Headers({ accept: 'text/html' }));
    expect(made.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.get('accept')).toBe('text/html');
  });
});
