import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/routing/locales';
import { daysText, RENTAL_ISLAND_KEYS, type RentalTexts } from './rental-texts';

type Rental = Record<string, string> & { problems: Record<string, string> };
const rentalMessages = (locale: string): Rental =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8')).rental;
/** The codes of the schema's RentalPeriodProblem, as the commerce API exports it. */
const RENTAL_PROBLEMS = (() => {
  const schema = readFileSync(new URL('../../../../commerce/schema.graphql', import.meta.url), 'utf8');
  const values = /\benum RentalPeriodProblem \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return values.split(/\s+/).filter(Boolean);
})();
/** A message's arguments; a plural's `#` and its forms' words are not arguments. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('the rental texts', () => {
  it('know the schema’s problem codes', () => {
    expect(RENTAL_PROBLEMS).toContain('PICKUP_DAY_CLOSED');
  });

  it.each(LOCALES)('word every problem the API names in %s', (locale) => {
    const { problems } = rentalMessages(locale);
    expect(Object.keys(problems).sort()).toEqual([...RENTAL_PROBLEMS].sort());
    for (const code of RENTAL_PROBLEMS) expect(problems[code]?.trim(), `${locale} ${code}`).toBeTruthy();
  });

  it.each(LOCALES)('have every text of the booking in %s, with the arguments of the Swedish', (locale) => {
    const swedish = rentalMessages('sv');
    const texts = rentalMessages(locale);
    for (const key of RENTAL_ISLAND_KEYS) {
      expect(texts[key]?.trim(), `${locale} ${key}`).toBeTruthy();
      expect(argumentsOf(texts[key] as string), `${locale} ${key}`).toEqual(
        argumentsOf(swedish[key] as string),
      );
    }
    for (const code of RENTAL_PROBLEMS) {
      expect(argumentsOf(texts.problems[code] as string), `${locale} ${code}`).toEqual(
        argumentsOf(swedish.problems[code] as string),
      );
    }
  });

  it('count days by the plural rules of each language', () => {
    const texts = (locale: string) => rentalMessages(locale) as unknown as RentalTexts;
    expect(daysText(texts('en'), 'en-GB', 1)).toBe('1 day');
    expect(daysText(texts('en'), 'en-GB', 3)).toBe('3 days');
    expect(daysText(texts('fi'), 'fi-FI', 1)).toBe('1 vuorokausi');
    expect(daysText(texts('fi'), 'fi-FI', 7)).toBe('7 vuorokautta');
    expect(daysText(texts('sv'), 'sv-SE', 2)).toBe('2 dygn');
  });
});
