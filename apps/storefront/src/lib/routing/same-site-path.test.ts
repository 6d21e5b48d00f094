import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it('keeps a path of this site as it is', () => {
    for (const path of [
      '/',
      '/kassan',
      '/en/p/x?page=2#reviews',
      '/s/пила',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
    ]) {
      expect(sameSitePath(path)).toBe(path);
    }
  });

  it('refuses what a browser reads as another site', () => {
    for (const address of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '/.//evil.example',
      'https://evil.example',
      'HTTPS://evil.example/kassan',
      'http:evil.example',
      '//[',
    ]) {
      expect(sameSitePath(address), JSON.stringify(address)).toBeNull();
    }
  });

  it('refuses scripts, bare words and nothing', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'kassan',
      '',
      null,
      undefined,
    ]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });
});
