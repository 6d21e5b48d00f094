import { defineRouting } from 'next-intl/routing';

/**
 * Swedish has no path prefix; the other languages are prefixed with their code. Each route's path
 * per language lives here and nowhere else: the proxy and every link read it.
 */
export const routing = defineRouting({
  locales: ['sv', 'da', 'en', 'fi', 'nb'],
  defaultLocale: 'sv',
  localePrefix: 'as-needed',
  pathnames: {
    '/': '/',
    '/checkout': { sv: '/kassan', da: '/kassen', en: '/checkout', fi: '/kassa', nb: '/kassen' },
    '/p/[...path]': '/p/[...path]',
    '/c/[...path]': '/c/[...path]',
  },
});

export type Locale = (typeof routing.locales)[number];

/** The API's language ids (ISO) for each route locale. */
export const languageIds: Record<Locale, string> = {
  sv: 'sv-SE',
  da: 'da-DK',
  en: 'en-GB',
  fi: 'fi-FI',
  nb: 'nb-NO',
};
