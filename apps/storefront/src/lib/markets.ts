import type { Locale } from '@/i18n/routing';

/** The market a shopper gets before choosing one: the one whose language the page is in. */
export const defaultMarketForLocale: Record<Locale, string> = {
  sv: 'se',
  da: 'dk',
  en: 'se',
  fi: 'fi',
  nb: 'no',
};

export const CHANNEL_ID = '1|se';
