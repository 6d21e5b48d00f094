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

const upperSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The API's refusal code for each field (INVALID_ZIP, INVALID_ADDRESS_LINE1, ...). */
export const PROFILE_API_PROBLEMS = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [
    `INVALID_${upperSnake(field)}`,
    { field, problem: 'invalidField' as const },
  ]),
);

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
