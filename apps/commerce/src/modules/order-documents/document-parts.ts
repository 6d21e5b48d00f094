import type { StoredAddress } from '#src/db/schema.ts';
import { isLanguageCode, type LanguageCode } from '#src/modules/channels/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';

/** An address as a document prints it, one line each, empty parts left out. */
export function addressLines(address: StoredAddress, countryName?: string): string[] {
  return [
    address.company,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.careOf ? `c/o ${address.careOf}` : '',
    address.addressLine1,
    address.addressLine2,
    [address.zip, address.city].filter(Boolean).join(' '),
    countryName ?? '',
    address.mobile ?? address.phone ?? '',
  ].filter((line): line is string => Boolean(line));
}

/** A date as the documents print it: short, in the scope's locale, on Stockholm's calendar. */
export function documentDate(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'Europe/Stockholm' });
  return (value: Date | string) =>
    format.format(typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value);
}

/** The language a document is asked for in (`?lang=`), or the order's own when none or an unknown one is asked. */
export function documentLanguage(asked: string | null, orderLanguage: string): LanguageCode {
  if (asked && isLanguageCode(asked)) return asked;
  return isLanguageCode(orderLanguage) ? orderLanguage : 'sv';
}

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Money as the documents print it. Intl writes a negative amount with U+2212 (the minus sign),
 * which the PDF's standard fonts (WinAnsi) lack: it would print as a stray quote, so it becomes "-".
 */
export function documentMoney(currency: string, locale: string) {
  return (minor: number) => formatMoney(minor, currency, locale).replace(/\u2212/g, '-');
}
