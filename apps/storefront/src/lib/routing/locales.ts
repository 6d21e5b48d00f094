import { DEFAULT_LANGUAGE_CODE, LANGUAGE_CODES, type LanguageCode } from '@shop/contract';

/** The shop's languages; Swedish is the default and fallback and has no path prefix. */
export const LOCALES = LANGUAGE_CODES;
export type Locale = LanguageCode;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE_CODE;

/**
 * The spec's Locale, by its code: what the browser needs of it too. Its domain is the server's
 * (LOCALE_DOMAINS, ADR 71).
 */
export interface LocaleInfo {
  /** The API's language id and the hreflang value. */
  iso: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, for the language switcher. */
  name: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  sv: { iso: 'sv-SE', dir: 'ltr', name: 'Svenska' },
  da: { iso: 'da-DK', dir: 'ltr', name: 'Dansk' },
  en: { iso: 'en-GB', dir: 'ltr', name: 'English' },
  fi: { iso: 'fi-FI', dir: 'ltr', name: 'Suomi' },
  nb: { iso: 'nb-NO', dir: 'ltr', name: 'Norsk bokmål' },
};

export { isLanguageCode as isLocale } from '@shop/contract';
