/** The back office's languages: Swedish, the default, and English. Every page address starts with one. */
export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language's own name, for the switch between them. */
export const LOCALE_NAMES: Record<Locale, string> = { sv: 'Svenska', en: 'English' };

/** The language a form was posted in (its hidden `locale`), else the default. */
export const localeOf = (form: FormData): Locale => {
  const locale = form.get('locale');
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};
