import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const dir = new URL('../messages/', import.meta.url);

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** Every area's texts of a language, each key led by its area (`staff.title`). */
const textsOf = (locale: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(new URL(`${locale}/`, dir))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const area = file.slice(0, -5);
        const messages = JSON.parse(readFileSync(new URL(`${locale}/${file}`, dir), 'utf8')) as Messages;
        return keys(messages, `${area}.`).map((key) => {
          const value = key
            .split('.')
            .slice(1)
            .reduce<Messages | string>((m, k) => (m as Messages)[k] as Messages | string, messages);
          return [key, String(value)];
        });
      }),
  );

describe("the back office's texts", () => {
  const swedish = textsOf('sv');
  const english = textsOf('en');
  it('English has every text Swedish has, in the same areas, and no other', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(swedish).sort());
  });
  it.each([
    ['sv', swedish],
    ['en', english],
  ])('%s has no empty text', (locale, texts) => {
    for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${locale} ${key}`).not.toBe('');
  });
});
