/** The staff roles as the API names them, in the order the forms offer them. */
export const STAFF_ROLES = ['OWNER', 'ORDERS', 'CATALOG', 'MARKETING', 'SUPPORT'] as const;
export type StaffRoleValue = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRoleValue =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The languages a member's mails and links are in. */
export const STAFF_LANGUAGES = ['SV', 'EN'] as const;
export type StaffLanguageValue = (typeof STAFF_LANGUAGES)[number];

export const isStaffLanguage = (value: unknown): value is StaffLanguageValue =>
  typeof value === 'string' && (STAFF_LANGUAGES as readonly string[]).includes(value);
