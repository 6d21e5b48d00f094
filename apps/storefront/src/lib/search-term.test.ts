import { describe, expect, it } from 'vitest';
import { cleanSearchTerm, MAX_SEARCH_TERM_LENGTH } from './search-term';

describe('cleanSearchTerm', () => {
  it('makes one line of single spaces without control characters', () => {
    expect(cleanSearchTerm('  motor\tsåg\n\u0000 kedja ')).toBe('motor såg kedja');
  });
  it('cuts a long term to the length the shop searches, never inside a character', () => {
    expect(cleanSearchTerm('a'.repeat(300))).toHaveLength(MAX_SEARCH_TERM_LENGTH);
    const cut = cleanSearchTerm(`${'a'.repeat(MAX_SEARCH_TERM_LENGTH - 1)}🙂`);
    expect(cut.isWellFormed()).toBe(true);
  });
});
