import { describe, expect, it } from 'vitest';
import { tagManagerContainer, tagManagerScript } from './tag-manager';

describe('the tag manager container', () => {
  it('takes a container id, upper-cased and trimmed', () => {
    expect(tagManagerContainer('GTM-AB12CD')).toBe('GTM-AB12CD');
    expect(tagManagerContainer(' gtm-ab12cd ')).toBe('GTM-AB12CD');
    expect(tagManagerScript('GTM-AB12CD')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
  });
  it.each([undefined, '', 'GTM-', 'UA-1234', 'GTM-AB12"><script>', 'GTM-AB12&l=x', `GTM-${'A'.repeat(40)}`])(
    'takes %j as none',
    (value) => {
      expect(tagManagerContainer(value)).toBeNull();
    },
  );
});
