import { describe, expect, it } from 'vitest';
import { holdsRevalidateSecret } from './revalidate-secret.server';

describe('the revalidation secret', () => {
  const secret = 'Zq0-secret-of-the-servers';

  it('opens only for the bearer of the configured secret', () => {
    expect(holdsRevalidateSecret(`Bearer ${secret}`, secret)).toBe(true);
    expect(holdsRevalidateSecret(`Bearer ${secret}x`, secret)).toBe(false);
    expect(holdsRevalidateSecret(`Bearer ${secret.slice(0, -1)}`, secret)).toBe(false);
    expect(holdsRevalidateSecret(secret, secret)).toBe(false);
    expect(holdsRevalidateSecret(null, secret)).toBe(false);
  });

  it('opens for nobody when no secret is configured', () => {
    expect(holdsRevalidateSecret('Bearer ', '')).toBe(false);
    expect(holdsRevalidateSecret('Bearer undefined', undefined)).toBe(false);
  });
});
