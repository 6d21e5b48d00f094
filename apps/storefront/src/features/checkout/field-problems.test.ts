import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, ServerError } from '@/lib/graphql/errors';
import { fieldProblemsOf, firstFieldInError, formFieldOf, problemKey } from './field-problems';

const refusal = (fields: { field: string; problem: string }[]) =>
  new GraphQLRequestError('PlaceOrder', [
    {
      message: fields.map((f) => f.field).join('; '),
      extensions: { code: 'BAD_USER_INPUT', problems: fields.map((f) => f.problem), fields },
    },
  ]);

describe('the checkout form fields of the API refusal', () => {
  it.each([
    ['checkout.email', 'email'],
    ['checkout.identityNumber', 'identityNumber'],
    ['checkout.billingAddress.mobile', 'mobile'],
    ['checkout.billingAddress.phone', 'mobile'],
    ['checkout.billingAddress.company', 'company'],
    ['checkout.billingAddress.zip', 'zip'],
    ['checkout.billingAddress.country', 'zip'],
    ['checkout.shippingAddress.city', 'shippingCity'],
    ['checkout.shippingAddress.country', 'shippingZip'],
    ['checkout.acceptedConsents', 'terms'],
    ['checkout.shippingId', 'shippingId'],
    ['checkout.pickupPoint', 'pickupPoint'],
    ['checkout.paymentId', 'paymentId'],
  ])('%s is the field %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });

  it('knows no field for paths the form does not show', () => {
    expect(formFieldOf('checkout.desiredDeliveryDate')).toBeNull();
    expect(formFieldOf('checkout.billingAddress.careOf')).toBeNull();
  });

  it('takes every field of a BAD_USER_INPUT refusal, the first problem of each', () => {
    const problems = fieldProblemsOf(
      refusal([
        { field: 'checkout.billingAddress.zip', problem: 'INVALID_ZIP' },
        { field: 'checkout.billingAddress.country', problem: 'INVALID_COUNTRY' },
        { field: 'checkout.identityNumber', problem: 'INVALID_IDENTITY_NUMBER' },
        { field: 'checkout.acceptedConsents', problem: 'TERMS_NOT_ACCEPTED' },
        { field: 'checkout.email', problem: 'SOMETHING_NEW' },
      ]),
    );
    expect(problems).toEqual({
      zip: 'INVALID_ZIP',
      identityNumber: 'INVALID_IDENTITY_NUMBER',
      terms: 'TERMS_NOT_ACCEPTED',
      email: 'INVALID',
    });
    expect(firstFieldInError(problems)).toBe('identityNumber');
  });

  it('reads a refusal answered with an HTTP error status too, and nothing from other errors', () => {
    const body = JSON.stringify({
      errors: [
        {
          message: 'x',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'checkout.email', problem: 'REQUIRED' }] },
        },
      ],
    });
    expect(fieldProblemsOf(new ServerError(400, body))).toEqual({ email: 'REQUIRED' });
    expect(fieldProblemsOf(new ServerError(502, 'Bad gateway'))).toEqual({});
    expect(fieldProblemsOf(new Error('offline'))).toEqual({});
    expect(firstFieldInError({})).toBeNull();
  });

  it('words an invalid identity number as a personal or an organisation id by customer type', () => {
    expect(problemKey('INVALID_IDENTITY_NUMBER', 'PERSON')).toBe('INVALID_PERSONAL_ID');
    expect(problemKey('INVALID_IDENTITY_NUMBER', 'ORGANIZATION')).toBe('INVALID_ORGANIZATION_ID');
    expect(problemKey('REQUIRED', 'PERSON')).toBe('REQUIRED');
  });
});
