import { readFileSync } from 'node:fs';

export const LOCALES = ['sv', 'da', 'en', 'fi', 'nb'] as const;
export type Locale = (typeof LOCALES)[number];

type Messages = { [key: string]: string | Messages };

/** The storefront's own texts, so tests expect what each language really says. */
export function messages(locale: Locale): (key: string) => string {
  const all: Messages = JSON.parse(
    readFileSync(new URL(`../apps/storefront/messages/${locale}.json`, import.meta.url), 'utf8'),
  );
  return (key) => {
    const value = key
      .split('.')
      .reduce<Messages | string | undefined>((m, k) => (m as Messages | undefined)?.[k], all);
    if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`);
    return value;
  };
}

export const prefix = (locale: Locale) => (locale === 'sv' ? '' : `/${locale}`);
