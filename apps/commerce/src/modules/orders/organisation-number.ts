import type { CustomerTypeName } from '#src/db/schema.ts';
import { isValidIdentityNumber } from '#src/modules/identity-numbers/index.ts';
import { maskedIdentityNumber } from './invoice/links.ts';

/**
 * A company order's organisation number as the shopper's pages show it; null for a person's order,
 * whose personal number they never show (ADR 29). A sole trader's organisation number is their
 * personal number: it shows as the invoice shows it, the last four digits only.
 */
export function shownOrganisationNumber(
  order: { customerType: CustomerTypeName; identityNumber: string },
  countryCode: string,
): string | null {
  if (order.customerType !== 'ORGANIZATION' || order.identityNumber === '') return null;
  return isValidIdentityNumber(order.identityNumber, 'PERSON', countryCode)
    ? maskedIdentityNumber(order.identityNumber)
    : order.identityNumber;
}
