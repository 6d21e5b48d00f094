/** The Luhn check digit sum of a run of digits: valid when it is a multiple of 10. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The ten digits of a Swedish personal or organisation number written with or without century and dash. */
function tenDigits(value: string): string | undefined {
  const match = /^(\d{2})?(\d{6})[-+]?(\d{4})$/.exec(value.replace(/\s/g, ''));
  return match ? `${match[2]}${match[3]}` : undefined;
}

/** A Swedish personnummer (or samordningsnummer: day + 60): a real month and day, and its Luhn digit. */
export function isSwedishPersonalNumber(value: string): boolean {
  const digits = tenDigits(value);
  if (!digits) return false;
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6)) % 60;
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && luhnValid(digits);
}

/** A Swedish organisationsnummer (its third digit is 2 or more; `16` may stand before it), or a sole trader's personnummer. */
export function isSwedishOrganisationNumber(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  const digits = tenDigits(
    compact.startsWith('16') && compact.replace('-', '').length === 12 ? compact.slice(2) : compact,
  );
  if (!digits) return false;
  if (Number(digits[2]) >= 2) return luhnValid(digits);
  return isSwedishPersonalNumber(value);
}

/** Another country's identity number: its digits and letters, with dashes or spaces; 4 to 20 characters. */
const OTHER_COUNTRY = /^[0-9A-Za-z][0-9A-Za-z +-]{2,18}[0-9A-Za-z]$/;

/**
 * Whether a personal id (a person) or organisation id (a company) is valid for a customer of the
 * country: Swedish numbers are checked in full, others for their form only. Empty clears it.
 */
export function isValidIdentityNumber(
  value: string,
  customerType: 'PERSON' | 'ORGANIZATION',
  countryCode: string,
): boolean {
  if (value === '') return true;
  if (countryCode !== 'SE') return OTHER_COUNTRY.test(value);
  return customerType === 'PERSON' ? isSwedishPersonalNumber(value) : isSwedishOrganisationNumber(value);
}
