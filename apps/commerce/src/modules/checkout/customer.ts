import { z } from 'zod';
import type { CustomerTypeName } from '#src/db/schema.ts';
import {
  canonicalIdentityNumber,
  identityCountryOf,
  isValidIdentityNumber,
  requiresIdentityNumber,
} from '#src/modules/identity-numbers/index.ts';

const EMAIL = z.email();

export const isValidEmail = (email: string) => email.length <= 254 && EMAIL.safeParse(email).success;

/** Whether a phone number has the digits of one: 6 to 15, with an optional + and spaces or dashes. */
export const isValidPhone = (phone: string) =>
  /^\+?[\d\s()-]+$/.test(phone) && /^(\D*\d){6,15}\D*$/.test(phone);

interface CustomerFacts {
  customerType: CustomerTypeName;
  identityNumber: string | null;
  email: string | null;
}

/**
 * Who the customer is for the invoice (credit, blocks, purchases counted): the country that issued
 * the identity number (Finland for Åland's), customer type and number where the market's invoice
 * asks for one, else the email. Null until known.
 */
export function customerKeyOf(customer: CustomerFacts, countryCode: string): string | null {
  if (requiresIdentityNumber(countryCode)) {
    const number = customer.identityNumber ?? '';
    if (!isValidIdentityNumber(number, customer.customerType, countryCode)) return null;
    return `${identityCountryOf(countryCode)}:${customer.customerType}:${canonicalIdentityNumber(number, customer.customerType, countryCode)}`;
  }
  const email = customer.email?.trim().toLowerCase() ?? '';
  return isValidEmail(email) ? `EMAIL:${email}` : null;
}
