import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_PASSWORD_SALT, passwordDigest } from './password-digest';

// Answers of the commerce API's clientPasswordDigest (apps/commerce/test/auth-client.ts) for these.
const API_DIGESTS = [
  ['hemligt-losen-1', 'DfEUThJ1/4pXQHPwnJapghbNNpNpS5JbHiFxEOnbZJqahkuD2kmK0tKYn9vr46vX'],
  ['lösenord åäö', 'Qk/wYh1pCFHpt2coHIt20U6OLtS3AAlEkx2xoPltZvBZIgDwy7MQfCoiuCnKi+RR'],
] as const;

describe('passwordDigest', () => {
  it.each(API_DIGESTS)('hashes %s as the API expects', (password, digest) => {
    expect(passwordDigest(password, DEFAULT_AUTH_PASSWORD_SALT)).toBe(digest);
  });

  it('has the form the API checks: 64 base64 characters', () => {
    expect(passwordDigest('x', DEFAULT_AUTH_PASSWORD_SALT)).toMatch(/^[A-Za-z0-9+/]{64}$/);
  });
});
