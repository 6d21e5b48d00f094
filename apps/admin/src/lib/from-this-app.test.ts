import { describe, expect, it } from 'vitest';
import { fromThisApp } from './from-this-app';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3100/sv/import/run', { method: 'POST', headers });

describe('a post from a page of this app', () => {
  it('names this host as its origin, behind a proxy too', () => {
    expect(fromThisApp(post({ origin: 'http://localhost:3100', host: 'localhost:3100' }))).toBe(true);
    expect(
      fromThisApp(
        post({ origin: 'https://admin.example', host: '10.0.0.5:3100', 'x-forwarded-host': 'admin.example' }),
      ),
    ).toBe(true);
  });

  it('is refused from another site, without an origin, or with one that is no address', () => {
    expect(fromThisApp(post({ origin: 'https://evil.example', host: 'localhost:3100' }))).toBe(false);
    expect(fromThisApp(post({ host: 'localhost:3100' }))).toBe(false);
    expect(fromThisApp(post({ origin: 'null', host: 'localhost:3100' }))).toBe(false);
  });
});
