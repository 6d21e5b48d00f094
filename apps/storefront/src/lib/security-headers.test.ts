import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

/** The policy as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  const production = directives(contentSecurityPolicy({ production: true }));

  it('allows this origin only, and no plugin, <base>, framing or form target elsewhere', () => {
    expect(production.get('default-src')).toEqual(["'self'"]);
    expect(production.get('connect-src')).toEqual(["'self'"]);
    expect(production.get('worker-src')).toEqual(["'self'"]);
    expect(production.get('img-src')).toEqual(["'self'"]);
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'none'"]);
    expect(production.get('form-action')).toEqual(["'self'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('is the same for every request: no nonce, so cached pages keep it', () => {
    expect(contentSecurityPolicy({ production: true })).not.toMatch(/nonce-/);
  });

  it("lets Next's inline scripts run but no event-handler attribute, and no eval in production", () => {
    expect(production.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(production.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy({ production: false })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it("names the tag manager's origin only when a container is set", () => {
    const policy = contentSecurityPolicy({ production: true, tagManager: true });
    const withTags = directives(policy);
    expect(withTags.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com',
    ]);
    expect(withTags.get('connect-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withTags.get('img-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.match(/https?:\/\/[^\s;]+/g)?.every((o) => o === 'https://www.googletagmanager.com')).toBe(
      true,
    );
    expect(contentSecurityPolicy({ production: true })).not.toMatch(/https?:/);
  });

  it('takes style sheets from files only; style attributes may be inline', () => {
    expect(production.get('style-src')).toEqual(["'self'"]);
    expect(production.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});

describe('the security headers', () => {
  const named = (production: boolean) =>
    Object.fromEntries(securityHeaders({ production }).map(({ key, value }) => [key.toLowerCase(), value]));

  it('refuse sniffing, cross-site referrers and unused browser features', () => {
    const headers = named(true);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(, |$)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)(, |$)/);
  });

  it('hold browsers to HTTPS for two years in production only', () => {
    expect(named(true)['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(named(false)['strict-transport-security']).toBeUndefined();
  });
});
