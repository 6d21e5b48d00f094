import type { CustomerType } from '@/lib/config';
import type { Checkout, CheckoutInput } from './checkout-session';

/** The terms of purchase, which the API requires among the accepted consents. */
export const ORDER_CONSENT = 'ORDER';

export interface AddressValues {
  firstName: string;
  lastName: string;
  addressLine1: string;
  zip: string;
  city: string;
}

/** What the shopper has typed and chosen in the checkout form. */
export interface CheckoutValues {
  customerType: CustomerType;
  company: string;
  identityNumber: string;
  email: string;
  mobile: string;
  billing: AddressValues;
  separateShipping: boolean;
  shipping: AddressValues;
  message: string;
  shippingId: number | null;
  pickupPoint: string | null;
  paymentId: number | null;
  terms: boolean;
}

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  zip: '',
  city: '',
};

export function emptyValues(customerType: CustomerType): CheckoutValues {
  return {
    customerType,
    company: '',
    identityNumber: '',
    email: '',
    mobile: '',
    billing: EMPTY_ADDRESS,
    separateShipping: false,
    shipping: EMPTY_ADDRESS,
    message: '',
    shippingId: null,
    pickupPoint: null,
    paymentId: null,
    terms: false,
  };
}

const addressOf = (address: Checkout['billingAddress']): AddressValues =>
  address
    ? {
        firstName: address.firstName,
        lastName: address.lastName,
        addressLine1: address.addressLine1,
        zip: address.zip,
        city: address.city,
      }
    : EMPTY_ADDRESS;

/** The form as the API kept it for the cart (a reload, or coming back from a provider failure). */
export function valuesOfCheckout(checkout: Checkout, customerType: CustomerType): CheckoutValues {
  const shipping = addressOf(checkout.shippingAddress);
  return {
    ...emptyValues(customerType),
    company: checkout.billingAddress?.company ?? '',
    identityNumber: checkout.identityNumber ?? '',
    email: checkout.email ?? '',
    mobile: checkout.billingAddress?.mobile ?? '',
    billing: addressOf(checkout.billingAddress),
    separateShipping: Object.values(shipping).some(Boolean),
    shipping,
    message: checkout.message ?? '',
  };
}

/** The form as the API takes it: addresses in the market's country, a kept-apart address cleared. */
export function checkoutInputOf(
  values: CheckoutValues,
  countryCode: string,
  /** The API's identityNumberRequired (ADR 29): where it asks for none, a number is cleared; unknown yet, left as kept. */
  identityNumberRequired: boolean | undefined,
): CheckoutInput {
  const organization = values.customerType === 'ORGANIZATION';
  const identityNumber = identityNumberRequired ? values.identityNumber.trim() : '';
  return {
    customerType: values.customerType,
    email: values.email.trim(),
    ...(identityNumberRequired === undefined ? {} : { identityNumber }),
    billingAddress: {
      ...values.billing,
      company: organization ? values.company : '',
      mobile: values.mobile,
      country: countryCode,
    },
    // Every line empty removes a separate address: the goods go to the billing address.
    shippingAddress: values.separateShipping
      ? { ...values.shipping, country: countryCode }
      : { ...EMPTY_ADDRESS, country: '' },
    message: values.message,
    ...(values.shippingId !== null ? { shippingId: values.shippingId } : {}),
    ...(values.pickupPoint ? { pickupPoint: values.pickupPoint } : {}),
    ...(values.paymentId !== null ? { paymentId: values.paymentId } : {}),
    acceptedConsents: values.terms ? [ORDER_CONSENT] : [],
  };
}

/** The zip the goods go to, which decides the ways to ship. */
export const deliveryZip = (values: CheckoutValues) =>
  (values.separateShipping ? values.shipping.zip : values.billing.zip).trim();
