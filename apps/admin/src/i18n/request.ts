import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';
import { messagesOf } from './messages.server';

/** The language of the address, with every area's messages of that language. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, timeZone: 'Europe/Stockholm', messages: await messagesOf(locale) };
});
