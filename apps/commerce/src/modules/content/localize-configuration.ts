import { FALLBACK_LANGUAGE_CODE, isLanguageCode } from '#src/modules/channels/index.ts';

/** `{ sv: ..., en: ... }`: a plain object whose keys are all language codes. */
function isPerLanguage(value: object): value is Record<string, unknown> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every(isLanguageCode);
}

/**
 * A widget's settings as the storefront reads them: whatever is given per language (a text, or a
 * whole list of text blocks) replaced by the wanted language's version, else Swedish, else any.
 */
export function localizeConfiguration(value: unknown, languageCode: string): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeConfiguration(item, languageCode));
  if (typeof value !== 'object' || value === null) return value;
  if (isPerLanguage(value)) {
    const chosen = value[languageCode] ?? value[FALLBACK_LANGUAGE_CODE] ?? Object.values(value)[0];
    return localizeConfiguration(chosen, languageCode);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localizeConfiguration(item, languageCode)]),
  );
}
