/** A currency as the shopper reads it in a language: "kr" and "svensk krona" for SEK in sv-SE. */
export function currencyText(code: string, locale: string): { symbol: string; name: string } {
  const symbol = new Intl.NumberFormat(locale, { style: 'currency', currency: code })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
  return { symbol: symbol ?? code, name: name ?? code };
}
