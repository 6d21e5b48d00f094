import { describe, expect, it } from 'vitest';
import { checkoutInputOf, deliveryZip, emptyValues, valuesOfCheckout } from './checkout-input';
import type { Checkout } from './checkout-session';
import { chosenOptions } from './chosen-options';

const filled = {
  ...emptyValues('PERSON'),
  company: 'Bygg AB',
  identityNumber: ' 19900101-1239 ',
  email: ' anna@example.se ',
  mobile: '070-123 45 67',
  billing: {
    firstName: 'Anna',
    lastName: 'Andersson',
    addressLine1: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
  },
  terms: true,
};

describe('the checkout form as the API takes it', () => {
  it('puts the address in the market country, keeps a company only for a company, and accepts the terms', () => {
    const input = checkoutInputOf(filled, 'SE', true);
    expect(input).toMatchObject({
      customerType: 'PERSON',
      email: 'anna@example.se',
      identityNumber: '19900101-1239',
      billingAddress: { company: '', country: 'SE', mobile: '070-123 45 67', zip: '111 22' },
      acceptedConsents: ['ORDER'],
    });
    expect(
      checkoutInputOf({ ...filled, customerType: 'ORGANIZATION' }, 'SE', true).billingAddress?.company,
    ).toBe('Bygg AB');
    expect(checkoutInputOf({ ...filled, terms: false }, 'SE', true).acceptedConsents).toEqual([]);
  });

  it('clears a separate delivery address unless the shopper asks for one, and ships to its zip', () => {
    expect(checkoutInputOf(filled, 'SE', true).shippingAddress).toEqual({
      firstName: '',
      lastName: '',
      addressLine1: '',
      zip: '',
      city: '',
      country: '',
    });
    const shipping = {
      firstName: 'Bo',
      lastName: 'Berg',
      addressLine1: 'Gatan 2',
      zip: '171 65',
      city: 'Solna',
    };
    const separate = { ...filled, separateShipping: true, shipping };
    expect(checkoutInputOf(separate, 'SE', true).shippingAddress).toEqual({ ...shipping, country: 'SE' });
    expect(deliveryZip(separate)).toBe('171 65');
    expect(deliveryZip(filled)).toBe('111 22');
  });

  it('clears the identity number where the API asks for none, keeps it while unknown, and sends only the choices made', () => {
    expect(checkoutInputOf(filled, 'DE', false).identityNumber).toBe('');
    const input = checkoutInputOf(filled, 'DE', undefined);
    expect(input).not.toHaveProperty('identityNumber');
    expect(input).not.toHaveProperty('shippingId');
    expect(
      checkoutInputOf({ ...filled, shippingId: 2, pickupPoint: 'SE-1', paymentId: 1 }, 'SE', true),
    ).toMatchObject({
      shippingId: 2,
      pickupPoint: 'SE-1',
      paymentId: 1,
    });
  });

  it('fills the form from what the API kept for the cart', () => {
    const kept = {
      email: 'anna@example.se',
      identityNumber: '19900101-1239',
      message: null,
      billingAddress: { ...filled.billing, company: '', mobile: '070' },
      shippingAddress: null,
    } as unknown as Checkout;
    const values = valuesOfCheckout(kept, 'PERSON');
    expect(values).toMatchObject({ email: 'anna@example.se', mobile: '070', separateShipping: false });
    expect(values.billing).toEqual(filled.billing);
  });
});

const option = (id: number, isSelected: boolean, places: string[] = []) => ({
  id,
  isSelected,
  displayName: `Option ${id}`,
  feeIncVatFormatted: '',
  feeExVatFormatted: '',
  subOptions: places.map((externalId, i) => ({
    id: i,
    externalId,
    displayName: externalId,
    isSelected: false,
  })),
});
const payment = (id: number, isSelected: boolean) => ({
  id,
  isSelected,
  displayName: `Pay ${id}`,
  feeIncVat: 0,
  feeIncVatFormatted: '',
  feeExVatFormatted: '',
});

describe('the ways to ship and pay shown as chosen', () => {
  const checkout = {
    shippingOptions: [option(1, true), option(2, false, ['SE-1', 'SE-2'])],
    paymentOptions: [payment(7, false), payment(8, true)],
  };

  it('are the shopper choices while offered', () => {
    expect(chosenOptions({ shippingId: 2, pickupPoint: 'SE-2', paymentId: 7 }, checkout)).toEqual({
      shippingId: 2,
      pickupPoint: 'SE-2',
      paymentId: 7,
    });
  });

  it('fall back to what the API chose, and a vanished way to pay to the first', () => {
    expect(chosenOptions({ shippingId: 9, pickupPoint: 'SE-9', paymentId: 99 }, checkout)).toEqual({
      shippingId: 1,
      pickupPoint: null,
      paymentId: 8,
    });
    const noneSelected = { ...checkout, paymentOptions: [payment(7, false), payment(8, false)] };
    expect(
      chosenOptions({ shippingId: null, pickupPoint: null, paymentId: 99 }, noneSelected).paymentId,
    ).toBe(7);
    expect(chosenOptions({ shippingId: null, pickupPoint: null, paymentId: null }, null)).toEqual({
      shippingId: null,
      pickupPoint: null,
      paymentId: null,
    });
  });
});
