import { describe, expect, it } from 'vitest';
import { isDecodablePath, isPagePath } from './request-paths';

describe('isPagePath', () => {
  it.each(['/', '/en', '/s/€', '/s/%E2%82%AC', '/da/p/a/b', '/documents', '/graphql-guide/'])(
    '%s is a page',
    (path) => {
      expect(isPagePath(path)).toBe(true);
    },
  );

  it.each([
    '/graphql',
    '/graphql/%',
    '/api/revalidate',
    '/auth/login',
    '/auth/sign/demo-storefront-key',
    '/images/products/a.jpg',
    '/images/products/%',
    '/documents/manual',
    '/sitemap/sv.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/_next/data/x',
    '/s/term.jpg',
  ])('%s is not a page', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});

describe('isDecodablePath', () => {
  it.each(['/', '/s/%E2%82%AC', '/s/%25', '/s/€', '/s/100%25'])('%s decodes', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });

  it.each(['/images/products/%', '/s/%FF', '/s/%E2%82', '/s/%ED%A0%80', '/s/%zz', '/a/%2'])(
    '%s does not decode',
    (path) => {
      expect(isDecodablePath(path)).toBe(false);
    },
  );
});
