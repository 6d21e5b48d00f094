import { describe, expect, it } from 'vitest';
import { firstLetter, groupByFirstLetter } from './letter-groups';

const NAMES = [
  'Örnen',
  'Voltan',
  'Väktare',
  'Åkerman',
  'Zeta',
  'Ängsö',
  'ardent',
  'Bergkraft',
  '3D Verk',
  'Aurora',
];
const grouped = (locale: string) =>
  groupByFirstLetter(NAMES, locale, (n) => n).map((g) => [g.letter, g.items] as const);

describe('groupByFirstLetter', () => {
  it('puts Å, Ä and Ö last in Swedish, each its own letter, and sorts within a letter the Swedish way', () => {
    expect(grouped('sv-SE')).toEqual([
      ['#', ['3D Verk']],
      ['A', ['ardent', 'Aurora']],
      ['B', ['Bergkraft']],
      ['V', ['Voltan', 'Väktare']],
      ['Z', ['Zeta']],
      ['Å', ['Åkerman']],
      ['Ä', ['Ängsö']],
      ['Ö', ['Örnen']],
    ]);
  });

  it('files Å and Ä under A and Ö under O in English', () => {
    expect(grouped('en-GB')).toEqual([
      ['#', ['3D Verk']],
      ['A', ['Åkerman', 'Ängsö', 'ardent', 'Aurora']],
      ['B', ['Bergkraft']],
      ['O', ['Örnen']],
      ['V', ['Väktare', 'Voltan']],
      ['Z', ['Zeta']],
    ]);
  });

  it('follows the Finnish alphabet, where Å, Ä and Ö also end it', () => {
    expect(grouped('fi-FI').map(([letter]) => letter)).toEqual(['#', 'A', 'B', 'V', 'Z', 'Å', 'Ä', 'Ö']);
  });

  it('ends the Danish and Norwegian alphabets with Æ, Ø and Å', () => {
    const names = ['Åby', 'Ørsted', 'Æblegaard', 'Zeta', 'Odin'];
    for (const locale of ['da-DK', 'nb-NO']) {
      expect(groupByFirstLetter(names, locale, (n) => n).map((g) => g.letter)).toEqual([
        'O',
        'Z',
        'Æ',
        'Ø',
        'Å',
      ]);
    }
  });

  it('gives each group a key for in-page links, unique per group', () => {
    const groups = groupByFirstLetter(NAMES, 'sv-SE', (n) => n);
    expect(groups.map((g) => g.key)).toEqual(['other', 'a', 'b', 'v', 'z', 'å', 'ä', 'ö']);
    expect(groupByFirstLetter([], 'sv-SE', (n: string) => n)).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const names = ['b', 'a'];
    groupByFirstLetter(names, 'sv-SE', (n) => n);
    expect(names).toEqual(['b', 'a']);
  });
});

describe('firstLetter', () => {
  it('capitalises, ignores leading spaces, combines accents and sets non-letters apart', () => {
    expect(firstLetter('  hedlund', 'sv-SE')).toBe('H');
    expect(firstLetter('A\u030angström', 'sv-SE')).toBe('Å');
    expect(firstLetter('ß-Werk', 'en-GB')).toBe('S');
    expect(firstLetter('&Co', 'en-GB')).toBe('#');
    expect(firstLetter('', 'en-GB')).toBe('#');
  });
});
