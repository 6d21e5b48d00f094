import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/routing/locales';

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const load = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8'));

/** American spellings of words the shop uses; the English site writes them as the UK does. */
const AMERICAN =
  /\b(favorites?|favorited|organiz\w*|colors?|colored|catalogs?|centers?|canceled|canceling|gray|enroll|fulfill|customiz\w*|personaliz\w*|authoriz\w*|realiz\w*|recogniz\w*|minimiz\w*|maximiz\w*|optimiz\w*|prioritiz\w*|summariz\w*|apologiz\w*|zip ?codes?|liters?|aluminum|behaviors?|labeled|modeled|traveled)\b/i;

describe('messages', () => {
  const swedish = keys(load('sv')).sort();
  it.each(LOCALES)('%s has every text Swedish has, and no other', (locale) => {
    expect(keys(load(locale)).sort()).toEqual(swedish);
  });
  it.each(LOCALES)('%s has no empty text', (locale) => {
    const messages = load(locale);
    for (const key of keys(messages)) {
      const value = key
        .split('.')
        .reduce<Messages | string>((m, k) => (m as Messages)[k] as Messages | string, messages);
      expect(String(value).trim(), `${locale} ${key}`).not.toBe('');
    }
  });
  it('writes English as the UK does (favourites, organisation, colour), never the American spelling', () => {
    const english = load('en');
    for (const key of keys(english)) {
      const value = String(
        key.split('.').reduce<Messages | string>((m, k) => (m as Messages)[k] as Messages, english),
      );
      expect(value, `en ${key}`).not.toMatch(AMERICAN);
    }
  });
  it('says the English 404 text of the specification', () => {
    expect((load('en').notFound as Messages).title).toBe('This page could not be found');
  });
});
