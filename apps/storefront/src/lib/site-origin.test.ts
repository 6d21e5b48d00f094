import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it('names the address the shopper used, also behind a proxy', () => {
    expect(siteOrigin(new Headers({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
    expect(siteOrigin(new Headers({ host: 'shop.example' }))).toBe('https://shop.example');
    expect(
      siteOrigin(
        new Headers({
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'www.shop.example',
          'x-forwarded-proto': 'https, http',
        }),
      ),
    ).toBe('https://www.shop.example');
  });
});
