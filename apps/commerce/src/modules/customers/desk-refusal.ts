/** Why the customer desk refused a change; the admin schema answers it as the error's code. */
export const CUSTOMER_DESK_REFUSALS = [
  'CUSTOMER_NOT_FOUND',
  'INVALID_NOTE',
  'INVALID_REASON',
  'ALREADY_BLOCKED',
  'NOT_BLOCKED',
  'NO_INVOICE_IDENTITY',
  'CONFIRMATION_MISMATCH',
] as const;
export type CustomerDeskRefusalCode = (typeof CUSTOMER_DESK_REFUSALS)[number];

export class CustomerDeskRefusal extends Error {
  readonly code: CustomerDeskRefusalCode;
  constructor(code: CustomerDeskRefusalCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const CUSTOMER_DESK_LIMITS = { noteMax: 4000, reasonMax: 500, confirmEmailMax: 254 } as const;

/** A text staff write (a note, a reason): trimmed, not empty, at most `max` characters. */
export function staffText(
  value: string,
  max: number,
  code: 'INVALID_NOTE' | 'INVALID_REASON',
  what: string,
): string {
  const trimmed = value.trim();
  // PostgreSQL text cannot hold NUL; other control characters but line breaks and tabs have no use.
  const control = /[\p{Cc}]/u.test(trimmed.replace(/[\n\r\t]/g, ''));
  if (trimmed === '' || trimmed.length > max || control || !trimmed.isWellFormed())
    throw new CustomerDeskRefusal(code, `${what}: 1 to ${max} characters of text`);
  return trimmed;
}
