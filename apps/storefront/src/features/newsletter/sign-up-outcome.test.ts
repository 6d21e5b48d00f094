import { describe, expect, it } from 'vitest';
import { outcomeOf, postedText, signUpOutcome } from './sign-up-outcome';

describe('signUpOutcome', () => {
  it('tells the answer, the refused address, the rate limit and any other failure apart', () => {
    expect(signUpOutcome({ ok: true, data: {} })).toBe('done');
    expect(signUpOutcome({ ok: false, fieldErrors: { email: 'invalid' }, formError: null })).toBe('invalid');
    expect(signUpOutcome({ ok: false, fieldErrors: {}, formError: 'RATE_LIMITED' })).toBe('busy');
    expect(signUpOutcome({ ok: false, fieldErrors: {}, formError: 'UNAVAILABLE' })).toBe('failed');
  });

  it('reads back only the outcomes it writes', () => {
    expect(outcomeOf('done')).toBe('done');
    expect(outcomeOf('busy')).toBe('busy');
    expect(outcomeOf('<script>')).toBeNull();
    expect(outcomeOf(null)).toBeNull();
  });

  it('takes a posted text up to its bound, and nothing for a file or a missing field', () => {
    const form = new FormData();
    form.set('email', 'x'.repeat(1000));
    form.set('file', new Blob(['a']), 'a.txt');
    expect(postedText(form, 'email', 320)).toHaveLength(320);
    expect(postedText(form, 'file', 320)).toBe('');
    expect(postedText(form, 'missing', 320)).toBe('');
  });
});
