import { describe, expect, it } from 'vitest';
import {
  parseSitemapFile,
  partRange,
  sitemapPartCount,
  sitemapPath,
  URLS_PER_SITEMAP,
} from './sitemap-files';

describe('sitemap parts', () => {
  it('splits a language into parts of at most 50,000 addresses', () => {
    expect(URLS_PER_SITEMAP).toBe(50_000);
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
    expect(sitemapPartCount(100_060)).toBe(3);
    expect(partRange(1)).toEqual({ start: 0, end: 50_000 });
    expect(partRange(3)).toEqual({ start: 100_000, end: 150_000 });
  });

  it('names the first part by the language only, later parts by number, and reads the names back', () => {
    expect(sitemapPath('sv')).toBe('/sitemap/sv.xml');
    expect(sitemapPath('nb', 2)).toBe('/sitemap/nb-2.xml');
    expect(parseSitemapFile('sv.xml')).toEqual({ locale: 'sv', part: 1 });
    expect(parseSitemapFile('fi-12.xml')).toEqual({ locale: 'fi', part: 12 });
  });

  it('refuses unknown languages and other names, and a numbered first part', () => {
    for (const file of [
      'de.xml',
      'sv',
      'sv.txt',
      'sv-1.xml',
      'sv-0.xml',
      'sv-02.xml',
      '../sv.xml',
      'SV.xml',
    ]) {
      expect(parseSitemapFile(file)).toBeNull();
    }
  });
});
