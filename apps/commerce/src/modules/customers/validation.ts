import { z } from 'zod';
import { ADDRESS_FIELDS, ADDRESS_INPUT, type Address } from '#src/graphql/address.ts';
import { text } from '#src/graphql/input.ts';
import { type InputIssue, problemCodeOf } from '#src/graphql/input-error.ts';
import { AUTH_LIMITS } from '#src/modules/auth/index.ts';
import { isValidIdentityNumber } from '#src/modules/identity-numbers/index.ts';
import type { CustomerPatch, CustomerRow } from './customers.ts';

/** UserInputType as GraphQL hands it over: anything may be null or left out. */
export interface UserInput {
  address?: Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>> | null;
  gender?: CustomerRow['gender'] | null;
  newsletter?: boolean | null;
  personalId?: string | null;
  customerType?: CustomerRow['customerType'] | null;
  metaData?: string | null;
}

/** An email argument: stored trimmed and lower-cased, as the sign-in name is. */
export const emailAddress = text(AUTH_LIMITS.usernameMax)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email('not an email address'));

export const USER_LIMITS = { personalIdMax: 20, metaDataMax: 2000 } as const;

const personalIdText = text(USER_LIMITS.personalIdMax).transform((value) => value.trim());
const metaDataText = text(USER_LIMITS.metaDataMax);

/**
 * The patch of a UserInputType, or every refused field. A personal or organisation id must be
 * valid for the customer type it ends up with (the one given, else the stored one) in the market's
 * country; a change of customer type checks the stored id again.
 */
export function parseUserInput(
  input: UserInput,
  current: CustomerRow,
  countryCode: string,
): { patch: CustomerPatch } | { issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const patch: CustomerPatch = {};
  if (input.address) {
    const address: Address = {};
    for (const field of ADDRESS_FIELDS) {
      const value = input.address[field];
      if (value === undefined || value === null) continue;
      const parsed = ADDRESS_INPUT[field].safeParse(value);
      if (parsed.success) address[field] = parsed.data;
      else {
        const message = parsed.error.issues[0]?.message ?? 'not accepted';
        issues.push({ path: ['user', 'address', field], message, problem: problemCodeOf([field]) });
      }
    }
    patch.address = address;
  }
  if (input.gender) patch.gender = input.gender;
  if (input.customerType) patch.customerType = input.customerType;
  if (typeof input.newsletter === 'boolean') patch.newsletter = input.newsletter;
  if (input.metaData !== undefined && input.metaData !== null) {
    const parsed = metaDataText.safeParse(input.metaData);
    if (parsed.success) patch.metaData = parsed.data;
    else
      issues.push({ path: ['user', 'metaData'], message: parsed.error.issues[0]?.message ?? 'not accepted' });
  }
  const givenId = input.personalId ?? undefined;
  if (givenId !== undefined || patch.customerType) {
    const parsed = personalIdText.safeParse(givenId ?? current.personalId);
    const customerType = patch.customerType ?? current.customerType;
    // An empty id clears it; any other is checked as the checkout checks it (ADR 29).
    const valid =
      parsed.success && (parsed.data === '' || isValidIdentityNumber(parsed.data, customerType, countryCode));
    if (!valid) {
      const kind = customerType === 'PERSON' ? 'personal id' : 'organization id';
      issues.push({
        path: ['user', 'personalId'],
        message: `not a valid ${kind}`,
        problem: 'INVALID_IDENTITY_NUMBER',
      });
    } else if (givenId !== undefined && parsed.success) patch.personalId = parsed.data;
  }
  return issues.length > 0 ? { issues } : { patch };
}
