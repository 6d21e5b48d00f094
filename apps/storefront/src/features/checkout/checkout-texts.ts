import type { FieldProblem } from './field-problems';

/** The checkout form's texts, looked up on the server for the page's language (ADR 20). */
export const CHECKOUT_TEXT_KEYS = [
  'form',
  'customerType',
  'person',
  'organization',
  'company',
  'personalId',
  'organizationId',
  'identityHint',
  'email',
  'phone',
  'firstName',
  'lastName',
  'billingAddress',
  'addressLine1',
  'zip',
  'city',
  'country',
  'separateShipping',
  'shippingAddress',
  'message',
  'shipping',
  'shippingNeedsZip',
  'noShipping',
  'pickupPoint',
  'payment',
  'paymentWaits',
  'terms',
  'placeOrder',
  'placing',
  'saving',
  'fixFields',
  'failed',
  'tooLarge',
  'yourCart',
  'required',
] as const;

type ProblemKey =
  | Exclude<FieldProblem, 'INVALID_IDENTITY_NUMBER'>
  | 'INVALID_PERSONAL_ID'
  | 'INVALID_ORGANIZATION_ID';

export type CheckoutTexts = Record<(typeof CHECKOUT_TEXT_KEYS)[number], string> & {
  problems: Record<ProblemKey, string>;
};
