import type { LocalizedText } from '#src/db/schema.ts';

export const FALLBACK_LANGUAGE_CODE = 'sv';

/** The text in the wanted language, else Swedish, else any. */
export function localized(text: LocalizedText, languageCode: string): string {
  return text[languageCode] ?? text[FALLBACK_LANGUAGE_CODE] ?? Object.values(text)[0] ?? '';
}
