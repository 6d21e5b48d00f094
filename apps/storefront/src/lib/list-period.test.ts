import { describe, expect, it } from 'vitest';
import { LIST_PERIOD_KEYS, LIST_PERIOD_WORDS, listPeriodOf, listPeriodQuery } from './list-period';
import { LOCALES } from './routing/locales';
import { pageReadsKey } from './routing/page-query-keys';

const period = { from: '2026-12-04', to: '2026-12-07' };

describe('a list address asked for hire days', () => {
  it.each([
    ['sv', 'fran=2026-12-04&till=2026-12-07'],
    ['da', 'fra=2026-12-04&til=2026-12-07'],
    ['en', 'from=2026-12-04&to=2026-12-07'],
    ['fi', 'alkaen=2026-12-04&asti=2026-12-07'],
    ['nb', 'fra=2026-12-04&til=2026-12-07'],
  ] as const)('writes and reads the days in %s words', (locale, query) => {
    expect(new URLSearchParams(listPeriodQuery(period, locale)).toString()).toBe(query);
    expect(listPeriodOf(new URLSearchParams(query), locale)).toEqual({ kind: 'period', period });
  });

  it("reads only its own language's words", () => {
    expect(listPeriodOf(new URLSearchParams('fra=2026-12-04&til=2026-12-07'), 'sv')).toEqual({
      kind: 'none',
    });
    expect(listPeriodOf(new URLSearchParams('fran=2026-12-04&till=2026-12-07'), 'fi')).toEqual({
      kind: 'none',
    });
  });

  it('tells one day of the two, dates that are no dates, and a key given twice (the first counts)', () => {
    expect(listPeriodOf(new URLSearchParams('fran=2026-12-04'), 'sv')).toEqual({
      kind: 'incomplete',
      from: '2026-12-04',
      to: '',
    });
    expect(listPeriodOf(new URLSearchParams('alkaen=2027-02-29&asti=2027-03-02'), 'fi')).toEqual({
      kind: 'bad',
      from: '2027-02-29',
      to: '2027-03-02',
    });
    expect(listPeriodOf(new URLSearchParams('fran=4/12&till=7/12'), 'sv').kind).toBe('bad');
    expect(listPeriodOf(new URLSearchParams('fra=2026-12-04&fra=2026-12-20&til=2026-12-07'), 'nb')).toEqual({
      kind: 'period',
      period,
    });
    expect(listPeriodOf(new URLSearchParams('fran=&till='), 'sv')).toEqual({ kind: 'none' });
  });

  it('writes nothing for no period, and the days come back from what it writes with the list state', () => {
    expect(listPeriodQuery(null, 'sv')).toEqual({});
    const params = new URLSearchParams({
      categories: 'Hyr byggmaskiner~c-39',
      ...listPeriodQuery(period, 'da'),
    });
    expect(params.toString()).toBe('categories=Hyr+byggmaskiner%7Ec-39&fra=2026-12-04&til=2026-12-07');
    expect(listPeriodOf(params, 'da')).toEqual({ kind: 'period', period });
  });

  it("has two words in each language, and the list pages read every language's", () => {
    for (const locale of LOCALES) {
      const { from, to } = LIST_PERIOD_KEYS[locale];
      expect(from).not.toBe(to);
      expect(from).toMatch(/^[a-z]+$/);
    }
    for (const word of LIST_PERIOD_WORDS) {
      expect(pageReadsKey('category', word)).toBe(true);
      expect(pageReadsKey('search', word)).toBe(true);
      expect(pageReadsKey('listVariant', word)).toBe(true);
      expect(pageReadsKey('index', word)).toBe(false);
    }
  });
});
