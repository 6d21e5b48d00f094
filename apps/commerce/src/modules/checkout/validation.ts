import type { StoredAddress } from '#src/db/schema.ts';
import { isValidIdentityNumber, requiresIdentityNumber } from '#src/modules/identity-numbers/index.ts';
import type { CheckoutState } from './checkout-state.ts';
import { ORDER_CONSENT } from './consents.ts';
import { isValidEmail, isValidPhone } from './customer.ts';
import type { CheckoutIssue } from './refusals.ts';
import { isZipOf } from './shipping/index.ts';
import type { CheckoutInput } from './store.ts';

const REQUIRED_LINES = ['firstName', 'lastName', 'addressLine1', 'zip', 'city'] as const;

const required = (field: string): CheckoutIssue => ({ field, problem: 'REQUIRED', message: 'required' });

/** The lines an address must have, a zip of the market's country, and no other country. */
function addressIssues(address: StoredAddress, path: string, countryCode: string): CheckoutIssue[] {
  const issues: CheckoutIssue[] = REQUIRED_LINES.filter((line) => !address[line]).map((line) =>
    required(`${path}.${line}`),
  );
  if (address.zip && !isZipOf(address.zip, countryCode)) {
    issues.push({ field: `${path}.zip`, problem: 'INVALID_ZIP', message: `not a zip of ${countryCode}` });
  }
  if (address.country && address.country.toUpperCase() !== countryCode) {
    issues.push({
      field: `${path}.country`,
      problem: 'INVALID_COUNTRY',
      message: `the address must be in the market's country (${countryCode})`,
    });
  }
  return issues;
}

function contactIssues(state: CheckoutState): CheckoutIssue[] {
  const { checkout } = state;
  const countryCode = state.scope.market.country.code;
  const issues: CheckoutIssue[] = [];
  if (!checkout.email) issues.push(required('checkout.email'));
  else if (!isValidEmail(checkout.email)) {
    issues.push({ field: 'checkout.email', problem: 'INVALID_EMAIL', message: 'not a valid email' });
  }
  const number = checkout.identityNumber;
  if (!number && requiresIdentityNumber(countryCode)) issues.push(required('checkout.identityNumber'));
  if (number && !isValidIdentityNumber(number, checkout.customerType, countryCode)) {
    issues.push({
      field: 'checkout.identityNumber',
      problem: 'INVALID_IDENTITY_NUMBER',
      message: checkout.customerType === 'PERSON' ? 'personal id not valid' : 'organization id not valid',
    });
  }
  const billing = checkout.billingAddress ?? {};
  const phone = billing.mobile || billing.phone;
  if (!phone) issues.push(required('checkout.billingAddress.mobile'));
  else if (!isValidPhone(phone)) {
    const field = billing.mobile ? 'mobile' : 'phone';
    issues.push({
      field: `checkout.billingAddress.${field}`,
      problem: 'INVALID_PHONE',
      message: 'not a phone number',
    });
  }
  if (checkout.customerType === 'ORGANIZATION' && !billing.company) {
    issues.push(required('checkout.billingAddress.company'));
  }
  return issues;
}

/** A choice made in this request that the checkout does not offer. */
function choiceIssues(state: CheckoutState, input: CheckoutInput): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  if (input.shippingId != null && state.shipping?.id !== input.shippingId) {
    issues.push({
      field: 'checkout.shippingId',
      problem: 'INVALID_SHIPPING_ID',
      message: 'not a way to ship this cart to the zip',
    });
  }
  const chosenPlace = input.pickupPoint ?? input.externalShippingId;
  if (chosenPlace && state.place?.id !== chosenPlace) {
    issues.push({
      field: 'checkout.pickupPoint',
      problem: 'INVALID_PICKUP_POINT',
      message: 'not offered for the zip',
    });
  }
  if (input.paymentId != null && state.payment?.paymentId !== input.paymentId) {
    issues.push({
      field: 'checkout.paymentId',
      problem: 'INVALID_PAYMENT_ID',
      message: 'not a way to pay here',
    });
  }
  return issues;
}

/** A delivery date the shopper may wish for: from tomorrow, within a year. */
function deliveryDateIssues(date: string | null, today: Date): CheckoutIssue[] {
  if (!date) return [];
  const day = Date.parse(`${date}T00:00:00Z`);
  const tomorrow = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
  if (Number.isNaN(day) || day < tomorrow || day > tomorrow + 365 * 86_400_000) {
    return [
      {
        field: 'checkout.desiredDeliveryDate',
        problem: 'INVALID_DESIRED_DELIVERY_DATE',
        message: 'a day from tomorrow, within a year',
      },
    ];
  }
  return [];
}

/**
 * Everything that keeps this checkout from being placed as an order, field by field (spec section 5):
 * email, identity number by country and customer type, phone, names and address in the market's
 * country (and a separate shipping address when given), a way to ship to the zip and to pay, and
 * the terms accepted. Empty: the order may be placed.
 */
export function checkoutIssues(
  state: CheckoutState,
  input: CheckoutInput,
  today = new Date(),
): CheckoutIssue[] {
  const { checkout } = state;
  const countryCode = state.scope.market.country.code;
  const issues = [
    ...contactIssues(state),
    ...addressIssues(checkout.billingAddress ?? {}, 'checkout.billingAddress', countryCode),
    ...(checkout.shippingAddress
      ? addressIssues(checkout.shippingAddress, 'checkout.shippingAddress', countryCode)
      : []),
    ...choiceIssues(state, input),
    ...deliveryDateIssues(checkout.desiredDeliveryDate, today),
  ];
  if (state.zip && isZipOf(state.zip, countryCode) && !state.shipping) {
    issues.push({
      field: 'checkout.shippingId',
      problem: 'SHIPPING_UNAVAILABLE',
      message: 'no way to ship to the zip',
    });
  }
  if (!state.payment)
    issues.push({ field: 'checkout.paymentId', problem: 'PAYMENT_UNAVAILABLE', message: 'no way to pay' });
  if (!checkout.acceptedConsents.includes(ORDER_CONSENT)) {
    issues.push({
      field: 'checkout.acceptedConsents',
      problem: 'TERMS_NOT_ACCEPTED',
      message: `the terms (${ORDER_CONSENT}) must be accepted`,
    });
  }
  return issues;
}
