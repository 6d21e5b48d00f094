import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_TEXT_KEYS, type CartTexts, itemCountText } from './cart-texts';

const LOCALES = ['sv', 'da', 'en', 'fi', 'nb'] as const;
const cartMessages = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8')).cart;
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the cart texts', () => {
  it('are the cart namespace of every language, with the same arguments as the Swedish', () => {
    const swedish = cartMessages('sv');
    expect(Object.keys(swedish).sort()).toEqual([...CART_TEXT_KEYS].sort());
    for (const locale of LOCALES) {
      const texts = cartMessages(locale);
      expect(Object.keys(texts).sort(), locale).toEqual([...CART_TEXT_KEYS].sort());
      for (const key of CART_TEXT_KEYS) {
        expect(argumentsOf(texts[key] as string), `${locale} ${key}`).toEqual(
          argumentsOf(swedish[key] as string),
        );
      }
    }
  });

  it('count items by the plural rules of each language', () => {
    const texts = (locale: string) => cartMessages(locale) as unknown as CartTexts;
    expect(itemCountText(texts('sv'), 'sv', 1)).toBe('1 vara');
    expect(itemCountText(texts('sv'), 'sv', 0)).toBe('0 varor');
    expect(itemCountText(texts('en'), 'en', 12)).toBe('12 items');
    expect(itemCountText(texts('fi'), 'fi', 1)).toBe('1 tuote');
    expect(itemCountText(texts('fi'), 'fi', 2)).toBe('2 tuotetta');
  });
});
