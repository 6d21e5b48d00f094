import { describe, expect, it } from 'vitest';
import { cleanAltTexts } from './alt-text.ts';

describe('alt texts as staff type them', () => {
  it('trims them and makes each run of spaces and line breaks one space, the last of a language kept', () => {
    expect(
      cleanAltTexts([
        { languageCode: 'sv', text: 'först' },
        { languageCode: 'sv', text: '  Gräsklippare\r\n\tfrån sidan  ' },
        { languageCode: 'en', text: '' },
      ]),
    ).toEqual({
      ok: true,
      texts: [
        { languageCode: 'sv', text: 'Gräsklippare från sidan' },
        { languageCode: 'en', text: '' },
      ],
    });
  });

  it('counts characters, not code units, and refuses control characters beside their language', () => {
    expect(cleanAltTexts([{ languageCode: 'fi', text: '🚜'.repeat(250) }]).ok).toBe(true);
    const refused = cleanAltTexts([
      { languageCode: 'fi', text: '🚜'.repeat(251) },
      { languageCode: 'da', text: 'nul\u0000' },
      { languageCode: 'nb', text: 'ok' },
    ]);
    expect(refused.ok ? [] : refused.problems.map((p) => [p.languageCode, p.code])).toEqual([
      ['fi', 'TOO_LONG'],
      ['da', 'INVALID'],
    ]);
  });
});
