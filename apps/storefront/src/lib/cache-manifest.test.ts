import { describe, expect, it } from 'vitest';
import { isCacheTag, productTag } from './cache-manifest';

describe('cache tags', () => {
  it('accepts the catalog and product tags and nothing else', () => {
    expect(isCacheTag('catalog')).toBe(true);
    expect(isCacheTag(productTag('husqvarna-lc-140'))).toBe(true);
    for (const bad of ['', 'product:', 'products', 'product:a b', 42, null, `product:${'x'.repeat(201)}`]) {
      expect(isCacheTag(bad)).toBe(false);
    }
  });
});
