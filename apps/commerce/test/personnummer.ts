/** Test data: Swedish personal numbers that pass the checks, many of them different. */

/** The Luhn check digit of a payload of digits (Swedish personal and organisation numbers). */
export function luhnDigit(payload: string): number {
  const sum = [...payload]
    .map(Number)
    .reverse()
    .reduce((acc, d, i) => {
      const doubled = i % 2 === 0 ? d * 2 : d;
      return acc + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The i-th of many valid personnummer, `YYMMDD-NNNC` (or `YYYYMMDD-NNNC` with the century): born
 * i days after `firstBorn`, with a serial of three digits from `firstSerial`.
 */
export function personnummerOf(
  i: number,
  { firstBorn = '1960-01-01', firstSerial = 100, century = false } = {},
): string {
  const born = new Date(Date.parse(firstBorn) + i * 86_400_000);
  const date = born.toISOString().slice(2, 10).replace(/-/g, '');
  const serialCount = 1000 - firstSerial;
  const payload = `${date}${String(firstSerial + (i % serialCount)).padStart(3, '0')}`;
  const prefix = century ? born.getUTCFullYear().toString().slice(0, 2) : '';
  return `${prefix}${payload.slice(0, 6)}-${payload.slice(6)}${luhnDigit(payload)}`;
}
