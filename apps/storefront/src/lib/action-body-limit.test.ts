import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT_BYTES, tooLargeForAction } from './action-body-limit';

describe('tooLargeForAction', () => {
  it('refuses a post whose declared length is over the limit, and nothing else', () => {
    expect(tooLargeForAction('POST', String(ACTION_BODY_LIMIT_BYTES + 1))).toBe(true);
    expect(tooLargeForAction('POST', String(ACTION_BODY_LIMIT_BYTES))).toBe(false);
    expect(tooLargeForAction('POST', null)).toBe(false);
    expect(tooLargeForAction('GET', String(ACTION_BODY_LIMIT_BYTES * 10))).toBe(false);
  });
});
