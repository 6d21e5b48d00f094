import type { EnumValues } from '@/lib/graphql/graphql';
import { fieldIssuesOf } from '@/lib/graphql/mutation-result';

/** The checkout form's fields that the API may mark, in the order the form shows them. */
export const CHECKOUT_FIELDS = [
  'company',
  'identityNumber',
  'email',
  'mobile',
  'firstName',
  'lastName',
  'addressLine1',
  'zip',
  'city',
  'shippingFirstName',
  'shippingLastName',
  'shippingAddressLine1',
  'shippingZip',
  'shippingCity',
  'shippingId',
  'pickupPoint',
  'paymentId',
  'message',
  'terms',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** The problems the form words; any other code of a known field reads as `INVALID`. */
export const FIELD_PROBLEMS = [
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_IDENTITY_NUMBER',
  'INVALID_PHONE',
  'INVALID_ZIP',
  'INVALID_COUNTRY',
  'TERMS_NOT_ACCEPTED',
  'INVALID_SHIPPING_ID',
  'SHIPPING_UNAVAILABLE',
  'INVALID_PICKUP_POINT',
  'INVALID_PAYMENT_ID',
  'PAYMENT_UNAVAILABLE',
  'INVALID',
] as const satisfies readonly (EnumValues<'CheckoutProblem'> | 'INVALID')[];

export type FieldProblem = (typeof FIELD_PROBLEMS)[number];
export type FieldProblems = Partial<Record<CheckoutField, FieldProblem>>;

// The address must be in the market's country, which the shopper states by the zip: a wrong
// country is shown at the zip.
const BILLING_LINES: Record<string, CheckoutField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  addressLine1: 'addressLine1',
  zip: 'zip',
  country: 'zip',
  city: 'city',
  mobile: 'mobile',
  phone: 'mobile',
  company: 'company',
};
const SHIPPING_LINES: Record<string, CheckoutField> = {
  firstName: 'shippingFirstName',
  lastName: 'shippingLastName',
  addressLine1: 'shippingAddressLine1',
  zip: 'shippingZip',
  country: 'shippingZip',
  city: 'shippingCity',
};

/** The form's field for a field path of the API (`checkout.billingAddress.zip`); null when none. */
export function formFieldOf(path: string): CheckoutField | null {
  const [, first = '', line = ''] = path.split('.');
  if (first === 'billingAddress') return BILLING_LINES[line] ?? null;
  if (first === 'shippingAddress') return SHIPPING_LINES[line] ?? null;
  if (first === 'acceptedConsents') return 'terms';
  return CHECKOUT_FIELDS.find((field) => field === first) ?? null;
}

const isProblem = (code: unknown): code is FieldProblem => FIELD_PROBLEMS.some((p) => p === code);

/**
 * Each field's problem from a refused placement, which lists every field with its problem. Empty
 * when the refusal names no field of the form.
 */
export function fieldProblemsOf(error: unknown): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of fieldIssuesOf(error)) {
    const field = formFieldOf(issue.field);
    if (field) problems[field] ??= isProblem(issue.problem) ? issue.problem : 'INVALID';
  }
  return problems;
}

/** The first field in the form's order with a problem: where the focus goes. */
export function firstFieldInError(problems: FieldProblems): CheckoutField | null {
  return CHECKOUT_FIELDS.find((field) => problems[field]) ?? null;
}

/** The message key of a field's problem; an identity number is a personal or organisation id. */
export function problemKey(problem: FieldProblem, customerType: 'PERSON' | 'ORGANIZATION'): string {
  if (problem === 'INVALID_IDENTITY_NUMBER') {
    return customerType === 'PERSON' ? 'INVALID_PERSONAL_ID' : 'INVALID_ORGANIZATION_ID';
  }
  return problem;
}
