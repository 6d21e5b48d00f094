import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_SECRETS, keptSecrets } from '../../../scripts/secrets.ts';

describe("npm start's secrets", () => {
  it('are made once into a file only its owner reads, kept across runs, and the environment wins', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shop-secrets-')), 'data', 'secrets.env');
    const first = keptSecrets(file, {});
    expect(Object.keys(first).sort()).toEqual([...GENERATED_SECRETS].sort());
    expect(new Set(Object.values(first)).size).toBe(GENERATED_SECRETS.length);
    for (const value of Object.values(first)) expect(value).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(keptSecrets(file, {})).toEqual(first);
    const chosen = keptSecrets(file, { STAFF_API_KEY: 'from-the-environment' });
    expect(chosen).toEqual({ ...first, STAFF_API_KEY: 'from-the-environment' });
    // What the environment sets is never written down.
    expect(readFileSync(file, 'utf8')).not.toContain('from-the-environment');
  });
});
