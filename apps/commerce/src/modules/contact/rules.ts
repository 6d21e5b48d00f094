import type { ContactKind, ContactPart } from '#src/db/schema.ts';
import { isValidEmail, isValidPhone } from '#src/modules/checkout/index.ts';

/** What the contact forms accept; answered as `contactFormLimits` for the forms to say so. */
export const CONTACT_LIMITS = {
  fullNameMax: 100,
  companyMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMax: 4000,
  productMax: 200,
  serialNumberMax: 50,
  makeMax: 60,
  modelMax: 60,
  odometerMax: 10_000_000,
  articleNumberMax: 40,
  quantityMax: 999,
  /** A parts enquiry names a handful of parts; an order of a hundred goes through the cart. */
  partRowsMax: 20,
  rentalObjectMax: 200,
  /** A date further ahead than this is a typing slip (2062 for 2026), not a plan. */
  daysAheadMax: 730,
  /** Spec section 9: one file of at most 2 MB. */
  imageMaxBytes: 2 * 1024 * 1024,
} as const;

export const DELIVERY_OPTIONS = ['pickup', 'shipping'] as const;
export const SERVICE_TYPES = ['maintenance', 'repair', 'warranty', 'inspection', 'other'] as const;

/** The form as GraphQL hands it over: anything but the kind may be null or left out. */
export interface ContactFormInput {
  kind: ContactKind;
  fullName?: string | null;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
  product?: string | null;
  serialNumber?: string | null;
  make?: string | null;
  model?: string | null;
  odometer?: number | null;
  parts?: readonly { articleNumber?: string | null; quantity?: number | null }[] | null;
  deliveryOption?: (typeof DELIVERY_OPTIONS)[number] | null;
  serviceType?: (typeof SERVICE_TYPES)[number] | null;
  rentalObject?: string | null;
  preferredDate?: string | null;
  rentalFrom?: string | null;
  rentalTo?: string | null;
}

/** The form as kept: cleaned texts, only the fields of its kind. */
export interface ContactForm {
  kind: ContactKind;
  fullName: string;
  company: string | null;
  email: string;
  phone: string;
  message: string | null;
  product: string | null;
  serialNumber: string | null;
  make: string | null;
  model: string | null;
  odometer: number | null;
  parts: ContactPart[];
  deliveryOption: string | null;
  serviceType: string | null;
  rentalObject: string | null;
  preferredDate: string | null;
  rentalFrom: string | null;
  rentalTo: string | null;
}

export type ContactField = Exclude<keyof ContactForm, 'kind'>;

/** One refused field: `{FIELD}_REQUIRED` when it is missing, `INVALID_{FIELD}` when it is wrong. */
export interface ContactProblem {
  field: ContactField | 'image';
  code: string;
}

type Optional = Exclude<ContactField, 'fullName' | 'email' | 'phone'>;

/** Which fields each kind of form has, and which of them it needs (name, email and phone always). */
const KIND_FIELDS: Record<ContactKind, { has: Optional[]; needs: Optional[] }> = {
  sales: { has: ['company', 'message', 'product'], needs: ['message'] },
  service: {
    has: [
      'company',
      'message',
      'product',
      'serviceType',
      'serialNumber',
      'make',
      'model',
      'odometer',
      'preferredDate',
    ],
    needs: ['serviceType'],
  },
  parts: {
    has: ['company', 'message', 'product', 'parts', 'deliveryOption', 'serialNumber', 'make', 'model'],
    needs: ['parts', 'deliveryOption'],
  },
  rental: {
    has: ['company', 'message', 'product', 'rentalObject', 'rentalFrom', 'rentalTo'],
    needs: ['rentalObject', 'rentalFrom', 'rentalTo'],
  },
};

const upperSnake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
export const requiredCode = (field: string) => `${upperSnake(field)}_REQUIRED`;
export const invalidCode = (field: string) => `INVALID_${upperSnake(field)}`;

const FORM_FIELDS = new Set([
  'fullName',
  'email',
  'phone',
  ...Object.values(KIND_FIELDS).flatMap((k) => k.has),
]);

/** Two good dates of a rental in the wrong order; INVALID_RENTAL_TO is a day that is no date or out of range. */
const RENTAL_TO_BEFORE_FROM = 'RENTAL_TO_BEFORE_FROM';

/** Every code a refused form may carry: per field, the rental's order, and the image's and product's. */
export const CONTACT_REFUSAL_CODES = [
  ...[...FORM_FIELDS].flatMap((field) => [requiredCode(field), invalidCode(field)]),
  RENTAL_TO_BEFORE_FROM,
  'IMAGE_TOO_LARGE',
  'INVALID_IMAGE_TYPE',
  invalidCode('productAlias'),
];

// Control characters other than line breaks and tabs have no place in text a person reads.
const CONTROL = /[^\P{Cc}\n\t]/gu;

/** A single line: whitespace runs as one space, no control characters, trimmed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(CONTROL, '').trim();
/** Several lines: line breaks kept, no other control characters, trimmed. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A real calendar day (not 2026-02-30) from `today` up to the furthest day ahead, or null. */
function dayFrom(value: string, today: string): string | null {
  if (!ISO_DATE.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  const days = (time - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return days >= 0 && days <= CONTACT_LIMITS.daysAheadMax ? value : null;
}

/** The dealer's today (Stockholm), YYYY-MM-DD: a date before it is in the past. */
export const dealerToday = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);

/**
 * The form cleaned for keeping, or every refused field; nothing may be kept with problems. Fields
 * that are not of the form's kind are dropped. `today` is the dealer's date (dates before it refused).
 */
export function parseContactForm(
  input: ContactFormInput,
  today: string,
): { form: ContactForm } | { problems: ContactProblem[] } {
  const problems: ContactProblem[] = [];
  const { has, needs } = KIND_FIELDS[input.kind];
  const wanted = (field: ContactField) =>
    ['fullName', 'email', 'phone'].includes(field) || has.includes(field as Optional);
  const required = (field: ContactField) =>
    ['fullName', 'email', 'phone'].includes(field) || needs.includes(field as Optional);
  const refuse = (field: ContactField, missing: boolean) =>
    problems.push({ field, code: missing ? requiredCode(field) : invalidCode(field) });

  /** A text field: null when empty and not needed; refused when needed and empty, too long or malformed. */
  const textOf = (field: ContactField, max: number, clean = oneLine, valid = (_: string) => true) => {
    const raw = input[field as keyof ContactFormInput];
    if (!wanted(field)) return null;
    if (typeof raw !== 'string' || !raw.isWellFormed()) {
      if (raw !== undefined && raw !== null) refuse(field, false);
      else if (required(field)) refuse(field, true);
      return null;
    }
    const value = clean(raw);
    if (value === '') {
      if (required(field)) refuse(field, true);
      return null;
    }
    if (value.length > max || !valid(value)) {
      refuse(field, false);
      return null;
    }
    return value;
  };
  const choiceOf = (field: 'deliveryOption' | 'serviceType') => {
    if (!wanted(field)) return null;
    if (!input[field] && required(field)) refuse(field, true);
    return input[field] ?? null;
  };
  const dateOf = (field: 'preferredDate' | 'rentalFrom' | 'rentalTo') => {
    const value = textOf(field, 10);
    if (value === null) return null;
    const day = dayFrom(value, today);
    if (!day) refuse(field, false);
    return day;
  };

  const L = CONTACT_LIMITS;
  const form: ContactForm = {
    kind: input.kind,
    fullName: textOf('fullName', L.fullNameMax) ?? '',
    company: textOf('company', L.companyMax),
    email: textOf('email', L.emailMax, oneLine, isValidEmail) ?? '',
    phone: textOf('phone', L.phoneMax, oneLine, isValidPhone) ?? '',
    message: textOf('message', L.messageMax, lines),
    product: textOf('product', L.productMax),
    serialNumber: textOf('serialNumber', L.serialNumberMax),
    make: textOf('make', L.makeMax),
    model: textOf('model', L.modelMax),
    odometer: null,
    parts: [],
    deliveryOption: choiceOf('deliveryOption'),
    serviceType: choiceOf('serviceType'),
    rentalObject: textOf('rentalObject', L.rentalObjectMax),
    preferredDate: dateOf('preferredDate'),
    rentalFrom: dateOf('rentalFrom'),
    rentalTo: dateOf('rentalTo'),
  };
  if (wanted('odometer') && input.odometer !== null && input.odometer !== undefined) {
    const { odometer } = input;
    if (Number.isInteger(odometer) && odometer >= 0 && odometer <= L.odometerMax) form.odometer = odometer;
    else refuse('odometer', false);
  }
  if (wanted('parts')) {
    const parts = partsOf(input.parts ?? []);
    if (parts === null) refuse('parts', false);
    else if (parts.length === 0 && required('parts')) refuse('parts', true);
    else form.parts = parts;
  }
  if (form.rentalFrom && form.rentalTo && form.rentalTo < form.rentalFrom) {
    form.rentalTo = null;
    problems.push({ field: 'rentalTo', code: RENTAL_TO_BEFORE_FROM });
  }
  return problems.length > 0 ? { problems } : { form };
}

/**
 * The rows that name a part, or null when one is wrong: an article number without a quantity of
 * 1 to the most, a quantity without an article number, or more rows than a form has. Empty rows
 * (a form without scripts sends its fixed number of rows) are left out.
 */
function partsOf(rows: NonNullable<ContactFormInput['parts']>): ContactPart[] | null {
  if (rows.length > CONTACT_LIMITS.partRowsMax) return null;
  const named = rows
    .map((row) => ({ articleNumber: oneLine(row.articleNumber ?? ''), quantity: row.quantity ?? null }))
    .filter((row) => row.articleNumber !== '' || row.quantity !== null);
  const valid = named.every(
    (row) =>
      row.articleNumber !== '' &&
      row.articleNumber.length <= CONTACT_LIMITS.articleNumberMax &&
      row.articleNumber.isWellFormed() &&
      Number.isInteger(row.quantity) &&
      (row.quantity as number) >= 1 &&
      (row.quantity as number) <= CONTACT_LIMITS.quantityMax,
  );
  return valid ? (named as ContactPart[]) : null;
}
