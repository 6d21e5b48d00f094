import { z } from 'zod';
import { builder } from './builder.ts';
import { text } from './input.ts';

/** The platform's address lines, in the order forms show them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'careOf',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'entryCode',
  'zip',
  'city',
  'state',
  'country',
  'company',
  'mobile',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as stored: any line may be missing, and reads as empty. */
export type Address = Partial<Record<AddressField, string>>;

const PHONE = /^[0-9 +()-]*$/;
const ZIP = /^[0-9A-Za-z -]*$/;

/** Each line trimmed, at most as long as a label or an envelope has room for. */
const line = (max: number) => text(max).transform((value) => value.trim());

/** What an address line accepts; null or absent leaves a stored line as it is, '' clears it. */
export const ADDRESS_INPUT = {
  firstName: line(100),
  lastName: line(100),
  careOf: line(100),
  addressLine1: line(100),
  addressLine2: line(100),
  addressLine3: line(100),
  entryCode: line(20),
  zip: line(20).pipe(z.string().regex(ZIP, 'only digits, letters, spaces and dashes')),
  city: line(100),
  state: line(100),
  country: line(100),
  company: line(100),
  mobile: line(30).pipe(z.string().regex(PHONE, 'only digits, spaces and + ( ) -')),
  phone: line(30).pipe(z.string().regex(PHONE, 'only digits, spaces and + ( ) -')),
} satisfies Record<AddressField, z.ZodType<string, string>>;

/** The platform's AddressType: every line is text, empty when not given. */
export const AddressType = builder.objectRef<Address>('AddressType').implement({
  description: 'An address; every line is text, empty when not given',
  fields: (t) =>
    Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field, t.string({ resolve: (address) => address[field] ?? '' })]),
    ) as Record<AddressField, ReturnType<typeof t.string>>,
});

/** The platform's AddressInputType: lines left out or null are not changed; '' clears one. */
export const AddressInputType = builder.inputType('AddressInputType', {
  fields: (t) =>
    Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, t.string({ required: false })])) as Record<
      AddressField,
      ReturnType<typeof t.string>
    >,
});
