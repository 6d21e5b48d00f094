import { describe, expect, it } from 'vitest';
import { languageAliases } from './language-aliases.ts';

const names = {
  sv: 'Gräsklippare Voltan X20',
  da: 'Plæneklipper Voltan X20',
  en: 'Lawn mower Voltan X20',
  fi: 'Ruohonleikkuri Voltan X20',
  nb: 'Gressklipper Voltan X20',
};

describe('languageAliases', () => {
  it('slugs the name of each language whose name differs from the Swedish one', () => {
    expect(languageAliases(names, 7, new Set())).toEqual([
      { languageCode: 'da', alias: 'plaeneklipper-voltan-x20' },
      { languageCode: 'en', alias: 'lawn-mower-voltan-x20' },
      { languageCode: 'fi', alias: 'ruohonleikkuri-voltan-x20' },
      { languageCode: 'nb', alias: 'gressklipper-voltan-x20' },
    ]);
  });

  it('gives a language with the Swedish name none, and two languages sharing a name one alias', () => {
    const shared = { ...names, nb: names.sv, da: names.en };
    expect(languageAliases(shared, 7, new Set())).toEqual([
      { languageCode: 'da', alias: 'lawn-mower-voltan-x20' },
      { languageCode: 'en', alias: 'lawn-mower-voltan-x20' },
      { languageCode: 'fi', alias: 'ruohonleikkuri-voltan-x20' },
    ]);
  });

  it('never gives an alias taken in any language: the id tells them apart', () => {
    const taken = new Set(['lawn-mower-voltan-x20', 'lawn-mower-voltan-x20-7']);
    const aliases = languageAliases(names, 7, taken);
    expect(aliases.find((a) => a.languageCode === 'en')?.alias).toBe('lawn-mower-voltan-x20-7-2');
    expect(taken.has('plaeneklipper-voltan-x20')).toBe(true);
  });
});
