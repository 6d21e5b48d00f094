import { describe, expect, it } from 'vitest';
import type { Refusal } from './cart-client.ts';
import { CHECKOUT_DOCUMENTS, COMPANY_BUYER, checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;

/** A cart of one light unit, 100 kr, that may be placed as it is. */
async function placeableCart() {
  const sku = await cart.skuWithStock(20);
  await cart.setPrice(sku.productId, 10_000);
  await checkout.setWeight(sku.productId, null);
  return checkout.cartWith(sku.id, 1);
}

/** The answer to a document: its data and errors (GraphQL's own refusal of a variable has status 400). */
async function refusalOf(document: string, variables: Record<string, unknown>) {
  const { status, body } = await suite.api().graphql(document, variables);
  return { status, errors: (body.errors ?? []) as Refusal[], data: body.data };
}

const at = (path: string, value: unknown) => {
  const [head, tail] = path.split('.') as [string, string | undefined];
  return tail
    ? {
        [head]: {
          ...(PERSON_BUYER as unknown as Record<string, Record<string, unknown>>)[head],
          [tail]: value,
        },
      }
    : { [head]: value };
};

describe('placeOrder refuses a checkout filled in wrongly, field by field, and changes nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no email', at('email', ''), 'checkout.email', 'REQUIRED'],
    ['a malformed email', at('email', 'anna@'), 'checkout.email', 'INVALID_EMAIL'],
    ['no identity number', at('identityNumber', ''), 'checkout.identityNumber', 'REQUIRED'],
    [
      'a wrong personnummer',
      at('identityNumber', '19900101-1238'),
      'checkout.identityNumber',
      'INVALID_IDENTITY_NUMBER',
    ],
    [
      'an organisation number as a person',
      at('identityNumber', '556000-0027'),
      'checkout.identityNumber',
      'INVALID_IDENTITY_NUMBER',
    ],
    ['no first name', at('billingAddress.firstName', ''), 'checkout.billingAddress.firstName', 'REQUIRED'],
    ['no last name', at('billingAddress.lastName', ''), 'checkout.billingAddress.lastName', 'REQUIRED'],
    ['no street', at('billingAddress.addressLine1', ''), 'checkout.billingAddress.addressLine1', 'REQUIRED'],
    ['no zip', at('billingAddress.zip', ''), 'checkout.billingAddress.zip', 'REQUIRED'],
    [
      'a Danish zip in Sweden',
      at('billingAddress.zip', '2100'),
      'checkout.billingAddress.zip',
      'INVALID_ZIP',
    ],
    ['no city', at('billingAddress.city', ''), 'checkout.billingAddress.city', 'REQUIRED'],
    [
      'an address in Norway',
      at('billingAddress.country', 'NO'),
      'checkout.billingAddress.country',
      'INVALID_COUNTRY',
    ],
    ['no phone', at('billingAddress.mobile', ''), 'checkout.billingAddress.mobile', 'REQUIRED'],
    [
      'a phone of three digits',
      at('billingAddress.mobile', '123'),
      'checkout.billingAddress.mobile',
      'INVALID_PHONE',
    ],
    ['the terms not accepted', at('acceptedConsents', []), 'checkout.acceptedConsents', 'TERMS_NOT_ACCEPTED'],
    ['freight for a light cart', at('shippingId', 4), 'checkout.shippingId', 'INVALID_SHIPPING_ID'],
    [
      'a pickup point not near the zip',
      { shippingId: 2, pickupPoint: 'DK-2100-11' },
      'checkout.pickupPoint',
      'INVALID_PICKUP_POINT',
    ],
    [
      'a delivery date in the past',
      at('desiredDeliveryDate', '2020-01-01T00:00:00Z'),
      'checkout.desiredDeliveryDate',
      'INVALID_DESIRED_DELIVERY_DATE',
    ],
    [
      'a half shipping address',
      at('shippingAddress', { firstName: 'Per' }),
      'checkout.shippingAddress.lastName',
      'REQUIRED',
    ],
  ];

  it.each(cases)('%s', async (_name, change, field, problem) => {
    const cartId = await placeableCart();
    const before = await checkout.fingerprint();
    const { errors, data } = await refusalOf(CHECKOUT_DOCUMENTS.place, {
      cartId,
      checkout: { ...PERSON_BUYER, ...change },
    });
    expect(data?.placeOrder ?? null).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(errors[0]?.extensions.fields).toContainEqual(expect.objectContaining({ field, problem }));
    expect(errors[0]?.extensions.problems).toContain(problem);
    expect(await checkout.fingerprint()).toEqual(before);
  });

  it('names every wrong field at once, and the id by customer type', async () => {
    const cartId = await placeableCart();
    const person = await refusalOf(CHECKOUT_DOCUMENTS.place, {
      cartId,
      checkout: { customerType: 'PERSON', identityNumber: '12', acceptedConsents: [] },
    });
    const fields = ((person.errors[0]?.extensions.fields ?? []) as { field: string; message: string }[]).map(
      (f) => f.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'checkout.email',
        'checkout.identityNumber',
        'checkout.billingAddress.firstName',
        'checkout.acceptedConsents',
      ]),
    );
    expect(person.errors[0]?.extensions.customerType).toBe('PERSON');
    expect(person.errors[0]?.message).toContain('personal id not valid');
    const company = await refusalOf(CHECKOUT_DOCUMENTS.place, {
      cartId,
      checkout: {
        ...COMPANY_BUYER,
        identityNumber: '556000-0028',
        billingAddress: { ...COMPANY_BUYER.billingAddress, company: '' },
      },
    });
    expect(company.errors[0]?.message).toContain('organization id not valid');
    expect(company.errors[0]?.extensions.fields).toContainEqual(
      expect.objectContaining({ field: 'checkout.billingAddress.company', problem: 'REQUIRED' }),
    );
  });
});

describe('the checkout operations refuse malformed arguments at the door, and change nothing', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, keyof typeof CHECKOUT_DOCUMENTS, Record<string, unknown>, string][] = [
    ['a malformed cart id', 'update', { cartId: 'no-cart' }, 'INVALID_CART_ID'],
    [
      'an email of 300 characters',
      'update',
      { checkout: { email: `${long(290)}@example.se` } },
      'INVALID_CHECKOUT',
    ],
    [
      'an identity number of 40 characters',
      'update',
      { checkout: { identityNumber: long(40) } },
      'INVALID_CHECKOUT',
    ],
    [
      'a control character in a name',
      'update',
      { checkout: { billingAddress: { firstName: 'An\u0000na' } } },
      'INVALID_CHECKOUT',
    ],
    [
      'a zip with punctuation',
      'update',
      { checkout: { billingAddress: { zip: '111;22' } } },
      'INVALID_CHECKOUT',
    ],
    [
      'a phone with letters',
      'update',
      { checkout: { billingAddress: { mobile: 'call me' } } },
      'INVALID_CHECKOUT',
    ],
    [
      'a street of 101 characters',
      'update',
      { checkout: { shippingAddress: { addressLine1: long(101) } } },
      'INVALID_CHECKOUT',
    ],
    ['a message of 1001 characters', 'update', { checkout: { message: long(1001) } }, 'INVALID_CHECKOUT'],
    ['an unknown shipping id', 'update', { checkout: { shippingId: 99 } }, 'INVALID_CHECKOUT'],
    ['an unknown payment id', 'update', { checkout: { paymentId: 7 } }, 'INVALID_CHECKOUT'],
    [
      'an unknown consent',
      'update',
      { checkout: { acceptedConsents: ['ORDER', 'EVERYTHING'] } },
      'INVALID_CHECKOUT',
    ],
    [
      'a pickup point id of 65 characters',
      'update',
      { checkout: { pickupPoint: long(65) } },
      'INVALID_CHECKOUT',
    ],
    ['a negative external fee', 'update', { checkout: { externalShippingFee: -1 } }, 'INVALID_CHECKOUT'],
    [
      'merchant data of 2001 characters',
      'update',
      { checkout: { merchantData: long(2001) } },
      'INVALID_CHECKOUT',
    ],
    [
      'an order reference of 51 characters',
      'update',
      { checkout: { customerOrderNumber: long(51) } },
      'INVALID_CHECKOUT',
    ],
    [
      'a checkout address of 2001 characters',
      'update',
      { checkout: { checkoutUrls: { redirectUrl: long(2001) } } },
      'INVALID_CHECKOUT',
    ],
    ['a negative shipping fee', 'fee', { shippingFee: -5 }, 'INVALID_SHIPPING_FEE'],
    ['an email of 300 characters to validate', 'conditions', { email: long(300) }, 'INVALID_EMAIL'],
  ];

  it.each(cases)('%s', async (_name, document, variables, problem) => {
    const cartId = await placeableCart();
    const before = await checkout.fingerprint();
    const { errors } = await refusalOf(CHECKOUT_DOCUMENTS[document], {
      cartId,
      shippingFee: 0,
      ...variables,
    });
    expect(errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errors[0]?.extensions.problems).toContain(problem);
    expect(await checkout.fingerprint()).toEqual(before);
  });

  it('lets GraphQL refuse a value of the wrong type: a customer type, an amount, a date', async () => {
    const cartId = await placeableCart();
    const before = await checkout.fingerprint();
    for (const variables of [
      { cartId, checkout: { customerType: 'COMPANY' } },
      { cartId, checkout: { externalShippingFee: '1.234' } },
      { cartId, checkout: { desiredDeliveryDate: 'tomorrow' } },
    ]) {
      const { status, errors } = await refusalOf(CHECKOUT_DOCUMENTS.update, variables);
      expect(status).toBe(400);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(/^Variable "\$checkout"/);
    }
    expect(await checkout.fingerprint()).toEqual(before);
  });

  it('answers an unknown or completed cart with its code, and reads of orders with null', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    expect((await refusalOf(CHECKOUT_DOCUMENTS.update, { cartId: unknown })).errors[0]?.extensions.code).toBe(
      'CART_NOT_FOUND',
    );
    const cartId = await placeableCart();
    await checkout.place(cartId);
    const completed = await refusalOf(CHECKOUT_DOCUMENTS.update, {
      cartId,
      checkout: { email: 'x@example.se' },
    });
    expect(completed.errors[0]?.extensions.code).toBe('CART_COMPLETED');
    const order = await refusalOf(`query ($id: Guid!) { getOrderPublic(publicOrderId: $id) { id } }`, {
      id: unknown,
    });
    expect(order).toMatchObject({ errors: [], data: { getOrderPublic: null } });
    const malformed = await refusalOf(`query ($id: Guid!) { getOrderPublic(publicOrderId: $id) { id } }`, {
      id: 'x',
    });
    expect(malformed.errors[0]?.message).toMatch(/Guid/);
    const confirm = await refusalOf(
      `query ($id: String!) { checkout(id: $id, paymentType: STANDARD) { completed } }`,
      { id: 'not-an-order' },
    );
    expect(confirm.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: ['INVALID_ID'] });
  });
});
