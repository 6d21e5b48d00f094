import { describe, expect, it } from 'vitest';
import { newPasswordProblems, registerProblems, signInProblems } from './credentials';

describe('credentials', () => {
  it('needs a valid email', () => {
    expect(signInProblems({ email: '', password: 'x' })).toEqual({ email: 'required' });
    expect(signInProblems({ email: 'kund@', password: 'x' })).toEqual({ email: 'invalidEmail' });
    expect(signInProblems({ email: ' kund@example.se ', password: 'x' })).toEqual({});
  });

  it('needs a password to sign in, of any length', () => {
    expect(signInProblems({ email: 'kund@example.se', password: '' })).toEqual({ password: 'required' });
  });

  it('needs a new password of at least 7 characters, confirmed', () => {
    expect(newPasswordProblems({ password: '123456', passwordConfirm: '123456' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(newPasswordProblems({ password: '1234567', passwordConfirm: '1234567' })).toEqual({});
    expect(newPasswordProblems({ password: '1234567', passwordConfirm: '1234568' })).toEqual({
      passwordConfirm: 'passwordsDiffer',
    });
    expect(newPasswordProblems({ password: '', passwordConfirm: '' })).toEqual({
      password: 'required',
      passwordConfirm: 'required',
    });
  });

  it('checks every field of a registration', () => {
    expect(registerProblems({ email: 'nej', password: 'kort', passwordConfirm: 'annat' })).toEqual({
      email: 'invalidEmail',
      password: 'passwordTooShort',
      passwordConfirm: 'passwordsDiffer',
    });
  });
});
