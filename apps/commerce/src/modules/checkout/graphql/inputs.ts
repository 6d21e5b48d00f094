import { z } from 'zod';
import { ADDRESS_FIELDS, ADDRESS_INPUT, AddressInputType } from '#src/graphql/address.ts';
import { builder } from '#src/graphql/builder.ts';
import { CustomerTypeEnum } from '#src/graphql/customer-type.ts';
import { INPUT_LIMITS, text } from '#src/graphql/input.ts';
import { CONSENTS } from '../consents.ts';
import { PAYMENT_PROVIDERS } from '../payment/index.ts';
import { SHIPPING_IDS } from '../shipping/index.ts';
import type { CheckoutInput } from '../store.ts';

const MESSAGE_MAX = 1000;
// A message may run over lines; no other control character has a use in it.
const CONTROL_BUT_NEWLINE = /[\p{Cc}--[\n\r\t]]/v;

const addressSchema = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ADDRESS_INPUT[field].nullish()])),
);

const oneOf = (ids: readonly number[], what: string) =>
  z
    .number()
    .int()
    .refine((id) => ids.includes(id), `${what}: one of ${ids.join(', ')}`)
    .nullish();

const CheckoutUrlsInputType = builder.inputType('CheckoutUrlsInputType', {
  description:
    "Addresses an external payment provider's widget returns to; the dealer's invoice has no widget and does not use them",
  fields: (t) => ({
    redirectUrl: t.string({ required: false, validate: text(INPUT_LIMITS.urlMax).nullish() }),
    checkoutPageUrl: t.string({ required: false, validate: text(INPUT_LIMITS.urlMax).nullish() }),
    termsPageUrl: t.string({ required: false, validate: text(INPUT_LIMITS.urlMax).nullish() }),
  }),
});

export const CheckoutInputType = builder.inputType('CheckoutInputType', {
  description:
    "The shopper's choices at the checkout. A field left out (or null) keeps what was chosen before; an empty text clears it. Each is checked for form here; whether the whole may be placed is placeOrder's judgement.",
  fields: (t) => ({
    customerType: t.field({ type: CustomerTypeEnum, required: false }),
    email: t.string({ required: false, validate: text(254).nullish() }),
    identityNumber: t.string({
      required: false,
      description: "Personal id (PERSON) or organisation id (ORGANIZATION) of the market's country",
      validate: text(30).nullish(),
    }),
    billingAddress: t.field({ type: AddressInputType, required: false, validate: addressSchema.nullish() }),
    shippingAddress: t.field({
      type: AddressInputType,
      required: false,
      description: 'A separate address for the goods; every line empty removes it',
      validate: addressSchema.nullish(),
    }),
    message: t.string({
      required: false,
      description: `A note for the order, at most ${MESSAGE_MAX} characters`,
      validate: z
        .string()
        .max(MESSAGE_MAX, `at most ${MESSAGE_MAX} characters`)
        .refine((value) => !CONTROL_BUT_NEWLINE.test(value), 'control characters are not allowed')
        .refine((value) => value.isWellFormed(), 'not well-formed Unicode')
        .nullish(),
    }),
    shippingId: t.int({
      required: false,
      description: 'A shipping option id from shippingOptions',
      validate: oneOf(Object.values(SHIPPING_IDS), 'a shipping option id'),
    }),
    pickupPoint: t.string({
      required: false,
      description: "The chosen pickup point's id (the pickup point option's externalId)",
      validate: text(64).nullish(),
    }),
    externalShippingId: t.string({
      required: false,
      description: 'As pickupPoint: the place the delivery widget chose',
      validate: text(64).nullish(),
    }),
    externalShippingFee: t.field({
      type: 'Decimal',
      required: false,
      description: 'Not taken: the API works out every fee itself (setCartShippingFee checks one)',
      validate: z.number().int().min(0, 'must be 0 or more').nullish(),
    }),
    paymentId: t.int({
      required: false,
      description: 'A payment option id from paymentOptions',
      validate: oneOf(
        PAYMENT_PROVIDERS.map((p) => p.paymentId),
        'a payment option id',
      ),
    }),
    acceptedConsents: t.stringList({
      required: false,
      description: 'The consents accepted: ORDER (the terms) is required to place an order',
      validate: z
        .array(z.string().refine((type) => CONSENTS.some((c) => c.type === type), 'not a consent type'))
        .max(10, 'at most 10 entries')
        .nullish(),
    }),
    desiredDeliveryDate: t.field({
      type: 'DateTime',
      required: false,
      description: 'A day from tomorrow, within a year (its date is taken, in UTC)',
    }),
    merchantData: t.string({
      required: false,
      description: 'Data for an external payment provider; not used by the invoice',
      validate: text(2000).nullish(),
    }),
    customerOrderNumber: t.string({
      required: false,
      description: "A company's own order reference, printed on the invoice",
      validate: text(50).nullish(),
    }),
    checkoutUrls: t.field({ type: CheckoutUrlsInputType, required: false }),
  }),
});

type CheckoutArg = typeof CheckoutInputType.$inferInput;

/** The argument as the checkout's store takes it. */
export function checkoutInputOf(arg: CheckoutArg | null | undefined): CheckoutInput {
  if (!arg) return {};
  return {
    customerType: arg.customerType,
    email: arg.email,
    identityNumber: arg.identityNumber,
    billingAddress: arg.billingAddress as CheckoutInput['billingAddress'],
    shippingAddress: arg.shippingAddress as CheckoutInput['shippingAddress'],
    message: arg.message,
    shippingId: arg.shippingId,
    pickupPoint: arg.pickupPoint,
    externalShippingId: arg.externalShippingId,
    paymentId: arg.paymentId,
    acceptedConsents: arg.acceptedConsents,
    desiredDeliveryDate: arg.desiredDeliveryDate ? arg.desiredDeliveryDate.toISOString().slice(0, 10) : null,
    customerOrderNumber: arg.customerOrderNumber,
  };
}
