import type { EnumValues } from '@/lib/graphql/graphql';
import { problemTable, upperSnake } from '@/lib/graphql/mutation-result';

/** The address fields the settings page edits, in the order it shows them. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'mobile',
  'careOf',
  'addressLine1',
  'addressLine2',
  'zip',
  'city',
  'entryCode',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Who the customer is, beside the address: the number the checkout asks for, gender and country. */
export const IDENTITY_FIELDS = ['personalId', 'gender', 'country'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

export const GENDERS = ['UNSPECIFIED', 'WOMAN', 'MAN'] as const satisfies readonly EnumValues<'Gender'>[];

/** The API's refusal code for each field (INVALID_ZIP, INVALID_ADDRESS_LINE1, INVALID_IDENTITY_NUMBER, ...). */
export const PROFILE_API_PROBLEMS = problemTable<
  EnumValues<'CustomerRefusalCode'>,
  ProfileField | IdentityField,
  'invalidField' | 'invalidIdentityNumber'
>([
  ...PROFILE_FIELDS.map(
    (field) => [`INVALID_${upperSnake(field)}`, { field, problem: 'invalidField' as const }] as const,
  ),
  ['INVALID_COUNTRY', { field: 'country', problem: 'invalidField' }],
  ['INVALID_IDENTITY_NUMBER', { field: 'personalId', problem: 'invalidIdentityNumber' }],
]);

/** The browser's autocomplete token of each field, so the shopper's details fill in. */
export const PROFILE_AUTOCOMPLETE: Record<ProfileField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  mobile: 'tel',
  careOf: 'off',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
  entryCode: 'off',
};
