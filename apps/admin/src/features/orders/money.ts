/** Money as the API answers it (a Decimal in major units) in the member's language, with its currency. */
export function moneyFormat(locale: string) {
  const formats = new Map<string, Intl.NumberFormat>();
  return (amount: number, currency: string) => {
    let format = formats.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { style: 'currency', currency });
      formats.set(currency, format);
    }
    return format.format(amount);
  };
}

export type MoneyFormat = ReturnType<typeof moneyFormat>;

/** A time as the desk shows it: date and time in Stockholm. */
export function dateTimeFormat(locale: string) {
  const format = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  });
  return (iso: string) => format.format(new Date(iso));
}
