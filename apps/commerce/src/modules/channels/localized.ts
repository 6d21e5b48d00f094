import {
  DEFAULT_LANGUAGE_CODE as FALLBACK_LANGUAGE_CODE,
  isLanguageCode,
  type LanguageCode,
} from '@shop/contract';
import type { LocalizedText } from '#src/db/schema.ts';

export {
  DEFAULT_LANGUAGE_CODE as FALLBACK_LANGUAGE_CODE,
  isLanguageCode,
  type LanguageCode,
} from '@shop/contract';

/** The text in the wanted language, else Swedish, else any. */
export function localized(text: LocalizedText, languageCode: string): string {
  return text[languageCode] ?? text[FALLBACK_LANGUAGE_CODE] ?? Object.values(text)[0] ?? '';
}

/** The first of the shop's languages an Accept-Language header names (`nb-NO`, `en;q=0.8`), else Swedish. */
export function languageOfAcceptLanguage(header: string | undefined): LanguageCode {
  for (const range of (header ?? '').split(',')) {
    const code = range.split(';')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
    if (isLanguageCode(code)) return code;
  }
  return FALLBACK_LANGUAGE_CODE;
}
