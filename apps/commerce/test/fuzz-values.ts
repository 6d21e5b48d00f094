import fc from 'fast-check';

/*
 * Values for the fuzz test: mostly ones that pass (so that many cases reach the database), sometimes
 * anything: binary strings, lone surrogates, NUL, SQL, kilobytes of text, numbers beyond Int.
 */

export const anyText = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '\ud800',
        '%_*',
        "'; drop table reviews; --",
        'ß'.repeat(250),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1000, maxLength: 3000 }) },
  );

export const anyInt = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -3, max: 120 }) },
    { weight: 2, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53, 4.5, -0.5) },
  );

/** Mostly one of the values that pass, so that many cases reach the database; sometimes anything. */
const mostly = (...passing: string[]) =>
  fc.option(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...passing) }, { weight: 1, arbitrary: anyText() }),
    { nil: null },
  );

/** A UserInputType: any of its fields; GraphQL itself refuses values of the wrong type. */
export const userInput = () =>
  fc.record(
    {
      address: fc.option(
        fc.record(
          {
            firstName: mostly('Åsa', ''),
            zip: mostly('113 50', '27492'),
            mobile: mostly('+46 70-123 45 67', ''),
            careOf: mostly('Lindqvist', ''),
            city: mostly('Stockholm', 'Åbo'),
          },
          { requiredKeys: [] },
        ),
        { nil: null },
      ),
      gender: fc.option(fc.constantFrom('UNSPECIFIED', 'WOMAN', 'MAN'), { nil: null }),
      newsletter: fc.option(fc.boolean(), { nil: null }),
      personalId: mostly('811218-9876', '556016-0680', ''),
      customerType: fc.option(fc.constantFrom('PERSON', 'ORGANIZATION'), { nil: null }),
      metaData: mostly('kund sedan 2019', ''),
    },
    { requiredKeys: [] },
  );

/** A checkout that may be placed as it is. */
const PLACEABLE = {
  customerType: 'PERSON',
  email: 'anna.andersson@example.se',
  identityNumber: '19900101-1239',
  billingAddress: {
    firstName: 'Anna',
    lastName: 'Andersson',
    addressLine1: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
    mobile: '070-123 45 67',
  },
  acceptedConsents: ['ORDER'],
};

/** A CheckoutInputType: any of its fields, or a whole checkout that may be placed. */
export const checkoutInput = () =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(PLACEABLE) }, { weight: 3, arbitrary: anyCheckoutInput() });

const anyCheckoutInput = () =>
  fc.record(
    {
      customerType: fc.option(fc.constantFrom('PERSON', 'ORGANIZATION'), { nil: null }),
      email: mostly('anna.andersson@example.se', 'anna@', ''),
      identityNumber: mostly('19900101-1239', '556000-0027', '19840321-1231', '123'),
      billingAddress: fc.option(
        fc.record(
          {
            firstName: mostly('Anna', ''),
            lastName: mostly('Andersson', ''),
            addressLine1: mostly('Storgatan 1', ''),
            zip: mostly('111 22', '2100', ''),
            city: mostly('Stockholm', ''),
            country: mostly('SE', 'NO', ''),
            mobile: mostly('070-123 45 67', '1'),
            company: mostly('Bygg AB', ''),
          },
          { requiredKeys: [] },
        ),
        { nil: null },
      ),
      shippingAddress: fc.option(
        fc.record({ firstName: mostly('Per'), zip: mostly('97231') }, { requiredKeys: [] }),
        {
          nil: null,
        },
      ),
      message: mostly('Ring före leverans', ''),
      shippingId: fc.option(fc.oneof(fc.constantFrom(1, 2, 3, 4), anyInt()), { nil: null }),
      pickupPoint: mostly('SE-11122-1', 'DK-2100-11'),
      paymentId: fc.option(fc.oneof(fc.constant(1), anyInt()), { nil: null }),
      acceptedConsents: fc.option(fc.array(fc.oneof(fc.constant('ORDER'), anyText()), { maxLength: 3 }), {
        nil: null,
      }),
      desiredDeliveryDate: mostly('2031-05-01T00:00:00Z', '2020-01-01T00:00:00Z'),
      externalShippingFee: fc.option(fc.oneof(anyInt(), fc.double()), { nil: null }),
      customerOrderNumber: mostly('PO-4711'),
    },
    { requiredKeys: [] },
  );

/** A scope argument: mostly one the channel has (so that most cases reach the resolver), else anything. */
const scopeValue = (known: string[]) =>
  fc.option(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: anyText() }),
    { nil: null },
  );

export const scopeArbitrary = () =>
  fc.record({
    channelId: scopeValue(['1|se', '1|se', '', '2|dk']),
    marketId: scopeValue(['se', 'fi', 'eu', 'SE', '3', '']),
    languageId: scopeValue(['sv-SE', 'en-US', 'EN', 'fi', 'nb-NO', 'xx', '']),
  });
