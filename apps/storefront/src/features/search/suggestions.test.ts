import { describe, expect, it } from 'vitest';
import { matchNames, productSuggestionCount } from './suggestions';

const categories = [
  { name: 'Gräsklippare' },
  { name: 'Robotgräsklippare' },
  { name: 'Åkgräsklippare' },
  { name: 'Trimmers & röjsågar' },
  { name: 'Motorsågar' },
];

describe('search suggestions', () => {
  it('shows five products on phones and ten otherwise', () => {
    expect(productSuggestionCount('phone')).toBe(5);
    expect(productSuggestionCount('tablet')).toBe(10);
    expect(productSuggestionCount('desktopBig')).toBe(10);
  });

  it('matches the start of a name first, then of a word, then inside longer words, ignoring accents', () => {
    expect(matchNames(categories, 'gras').map((c) => c.name)).toEqual([
      'Gräsklippare',
      'Åkgräsklippare',
      'Robotgräsklippare',
    ]);
    expect(matchNames(categories, 'röj').map((c) => c.name)).toEqual(['Trimmers & röjsågar']);
    expect(matchNames(categories, 'sågar').map((c) => c.name)).toEqual(['Motorsågar', 'Trimmers & röjsågar']);
  });

  it('gives nothing for a single letter', () => {
    expect(matchNames(categories, 'g')).toEqual([]);
  });
});
