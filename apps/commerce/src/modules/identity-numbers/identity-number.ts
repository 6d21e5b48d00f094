import { stdnum } from 'stdnum';

/** Who an identity number belongs to: a private person, or a company (the platform's CustomerType). */
export type IdentityHolder = 'PERSON' | 'ORGANIZATION';

type Validator = NonNullable<(typeof stdnum)[string][string]>;

/** A validator of the package, by country and name; a missing one fails at start, not at checkout. */
function validator(country: string, name: string): Validator {
  const found = stdnum[country]?.[name];
  if (!found) throw new Error(`stdnum has no ${country}.${name}`);
  return found;
}

/**
 * The national numbers the shop checks, by the market country's ISO code and holder (ADR 29). Each
 * checks the number's date where it holds one and its check digit (Luhn, mod 11, mod 31). A country
 * missing here (Germany, for the EU market) has no number the invoice needs.
 */
const VALIDATORS = {
  SE: { PERSON: validator('SE', 'personnummer'), ORGANIZATION: validator('SE', 'orgnr') },
  DK: { PERSON: validator('DK', 'cpr'), ORGANIZATION: validator('DK', 'cvr') },
  NO: { PERSON: validator('NO', 'fodselsnummer'), ORGANIZATION: validator('NO', 'orgnr') },
  FI: { PERSON: validator('FI', 'hetu'), ORGANIZATION: validator('FI', 'ytunnus') },
} satisfies Record<string, Record<IdentityHolder, Validator>>;

/** Places whose people and companies hold another country's numbers: Åland's are Finnish. */
const NUMBERED_BY: Record<string, string> = { AX: 'FI' };

/** The country that issues the identity numbers of a market country's people and companies. */
export const identityCountryOf = (countryCode: string): string => NUMBERED_BY[countryCode] ?? countryCode;

/** Whether the market country's invoice asks for an identity number at all. */
export const requiresIdentityNumber = (countryCode: string): boolean =>
  identityCountryOf(countryCode) in VALIDATORS;

const SWEDISH_NUMBER = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/;

/**
 * A Swedish number checked as the validators read it. Shoppers write 8112189876, 811218-9876,
 * 198112189876 or 19811218-9876 alike, but stdnum's personnummer wants the separator (the one that
 * says the century when none is given: '+' from 100 years of age). An organisation number may carry
 * the 16 the tax agency puts before it; a sole trader's is a personnummer, century and all.
 */
function isValidSwedish(value: string, holder: IdentityHolder): boolean {
  const match = SWEDISH_NUMBER.exec(value);
  if (!match) return false;
  const [, century = '', date, separator, serial] = match;
  if (holder === 'ORGANIZATION' && (century === '' || century === '16')) {
    return VALIDATORS.SE.ORGANIZATION.validate(`${date}${serial}`).isValid;
  }
  const form = century ? `${century}${date}-${serial}` : `${date}${separator || '-'}${serial}`;
  return VALIDATORS.SE.PERSON.validate(form).isValid;
}

/** The number without spaces, as shoppers type and copy them (in groups, with odd dashes). */
const compactOf = (value: string) => value.replace(/[\s\u00a0]/g, '').replace(/[\u2010-\u2015\u2212]/g, '-');

/**
 * Whether `value` is a valid personal number (PERSON) or organisation number (ORGANIZATION) of the
 * country: Swedish personnummer and samordningsnummer (with or without century and separator) and
 * organisationsnummer, Danish CPR and CVR, Norwegian fødselsnummer and organisasjonsnummer,
 * Finnish HETU and Y-tunnus (Åland's too). A sole trader invoices under a personnummer, which the
 * Swedish organisation number's check (Luhn) takes too. A country with no validator takes no number.
 */
export function isValidIdentityNumber(value: string, holder: IdentityHolder, marketCountry: string): boolean {
  const countryCode = identityCountryOf(marketCountry);
  const byHolder = (VALIDATORS as Record<string, Record<IdentityHolder, Validator>>)[countryCode];
  if (!byHolder) return false;
  const compact = compactOf(value);
  if (compact === '' || compact.length > 20) return false;
  return countryCode === 'SE' ? isValidSwedish(compact, holder) : byHolder[holder].validate(compact).isValid;
}

/** The century of a Swedish personnummer written without one: its separator and today's year say it. */
function swedishCentury(yy: number, separator: string, today: Date): string {
  const year = today.getFullYear();
  let century = Math.floor(year / 100) - (yy > year % 100 ? 1 : 0);
  if (separator === '+') century -= 1;
  return String(century);
}

/**
 * One way of writing each valid number, so that the same customer is the same key however they
 * typed it: Swedish personnummer with century and no separator (YYYYMMDDNNNN), Swedish organisation
 * numbers as ten digits, others without spaces and dashes (a Finnish HETU keeps its century sign).
 * Call it on valid numbers only.
 */
export function canonicalIdentityNumber(
  value: string,
  holder: IdentityHolder,
  marketCountry: string,
  today = new Date(),
): string {
  const countryCode = identityCountryOf(marketCountry);
  const compact = compactOf(value).toUpperCase();
  if (countryCode === 'FI' && holder === 'PERSON') return compact;
  const match = countryCode === 'SE' ? SWEDISH_NUMBER.exec(compact) : null;
  if (!match) return compact.replace(/[-+/.:]/g, '');
  const [, century = '', date = '', separator = '', serial = ''] = match;
  if (holder === 'ORGANIZATION' && (century === '' || century === '16')) return `${date}${serial}`;
  return `${century || swedishCentury(Number(date.slice(0, 2)), separator, today)}${date}${serial}`;
}
