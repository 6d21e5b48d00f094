import { describe, expect, it } from 'vitest';
import { groupByInitial } from './group-by-initial';

const names = ['Önnestad', 'Aurora', 'Ängby', 'Zeta', 'Åkers', 'bergkraft', '3M'];
const letters = (languageId: string) => groupByInitial(names, (n) => n, languageId).map((g) => g.letter);

describe('groupByInitial', () => {
  it('groups by upper-case first letter, names not starting with a letter first', () => {
    const groups = groupByInitial(names, (n) => n, 'sv-SE');
    expect(groups[0]).toEqual({ letter: '#', items: ['3M'] });
    expect(groups.find((g) => g.letter === 'B')?.items).toEqual(['bergkraft']);
  });

  it('puts Å, Ä and Ö after Z in Swedish and Finnish', () => {
    expect(letters('sv-SE')).toEqual(['#', 'A', 'B', 'Z', 'Å', 'Ä', 'Ö']);
    expect(letters('fi-FI')).toEqual(['#', 'A', 'B', 'Z', 'Å', 'Ä', 'Ö']);
  });

  it('puts Å last in Danish and Norwegian, and files Å, Ä and Ö under A and O in English', () => {
    expect(letters('da-DK').at(-1)).toBe('Å');
    expect(letters('nb-NO').at(-1)).toBe('Å');
    expect(letters('en-GB')).toEqual(['#', 'A', 'B', 'O', 'Z']);
    const english = groupByInitial(names, (n) => n, 'en-GB');
    expect(english.find((g) => g.letter === 'A')?.items).toEqual(['Åkers', 'Ängby', 'Aurora']);
  });
});
