import { describe, expect, it } from 'vitest';
import { authFormError } from './auth-form-state';

describe('authFormError', () => {
  it("tells the API's refusals in the spec's words, anything else as a general failure", () => {
    expect(authFormError('WRONG_CREDENTIALS')).toBe('wrongCredentials');
    expect(authFormError('ACCOUNT_EXISTS')).toBe('accountExists');
    expect(authFormError('TOO_MANY_ATTEMPTS')).toBe('tooManyAttempts');
    expect(authFormError('CHALLENGE_EXPIRED')).toBe('failed');
    expect(authFormError('UNAVAILABLE')).toBe('failed');
  });
});
