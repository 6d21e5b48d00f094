import { type Address, AddressType } from '#src/graphql/address.ts';
import { builder } from '#src/graphql/builder.ts';
import { CustomerTypeEnum } from '#src/graphql/customer-type.ts';
import { majorUnits } from '#src/graphql/decimal.ts';
import { CartType, type ShippingOptionShape, ShippingOptionType } from '#src/modules/cart/graphql/index.ts';
import { localized, type Scope } from '#src/modules/channels/index.ts';
import { requiresIdentityNumber } from '#src/modules/identity-numbers/index.ts';
import { exVatFromIncVat, formatMoney } from '#src/modules/pricing/index.ts';
import type { CheckoutState } from '../checkout-state.ts';
import { CONSENTS, type Consent } from '../consents.ts';
import { PAYMENT_TYPES, type PaymentProvider } from '../payment/index.ts';
import { type PickupPlace, SHIPPING_NAMES, type ShippingOption } from '../shipping/index.ts';

export const PaymentTypeEnum = builder.enumType('PaymentType', {
  description:
    "The platform's payment types: STANDARD is the dealer's own invoice; the others are pay-later providers the shop does not offer yet",
  values: PAYMENT_TYPES,
});

export const CheckoutStatusEnum = builder.enumType('CheckoutStatus', {
  description:
    "OK, or CUSTOMER_BLACKLISTED: the customer may not pay with the chosen payment option (the platform's value; the checkout answers OK, placeOrder refuses)",
  values: ['OK', 'CUSTOMER_BLACKLISTED'] as const,
});

const ConsentType = builder
  .objectRef<{ consent: Consent; checked: boolean; scope: Scope }>('ConsentType')
  .implement({
    description:
      'A consent the checkout asks for; ORDER (the terms of purchase) is required to place an order.',
    fields: (t) => ({
      type: t.string({ resolve: ({ consent }) => consent.type }),
      name: t.string({ resolve: ({ consent, scope }) => localized(consent.name, scope.language.code) }),
      description: t.string({
        resolve: ({ consent, scope }) => localized(consent.description, scope.language.code),
      }),
      checked: t.boolean({ resolve: ({ checked }) => checked }),
      autoAccept: t.boolean({ description: 'Never: the shopper accepts each consent', resolve: () => false }),
    }),
  });

const PaymentOptionType = builder
  .objectRef<{ provider: PaymentProvider; selected: boolean; scope: Scope }>('PaymentOptionType')
  .implement({
    description: 'A way to pay, in the request language; no payment option charges a fee.',
    fields: (t) => ({
      id: t.int({ resolve: ({ provider }) => provider.paymentId }),
      name: t.string({ nullable: true, resolve: ({ provider }) => provider.key }),
      displayName: t.string({
        nullable: true,
        resolve: ({ provider, scope }) => localized(provider.displayName, scope.language.code),
      }),
      logo: t.string({ nullable: true, resolve: () => null }),
      feeIncVat: t.field({ type: 'Decimal', resolve: () => 0 }),
      feeExVat: t.field({ type: 'Decimal', resolve: () => 0 }),
      feeIncVatFormatted: t.string({
        resolve: ({ scope }) => formatMoney(0, scope.money.currency, scope.money.locale),
      }),
      feeExVatFormatted: t.string({
        resolve: ({ scope }) => formatMoney(0, scope.money.currency, scope.money.locale),
      }),
      isDefault: t.boolean({
        description: 'The first option offered',
        resolve: ({ provider }) => provider.paymentId === 1,
      }),
      isSelected: t.boolean({ resolve: ({ selected }) => selected }),
      paymentType: t.field({
        type: PaymentTypeEnum,
        nullable: true,
        resolve: ({ provider }) => provider.paymentType,
      }),
      paymentData: t.string({
        nullable: true,
        description: 'JSON for the payment form; the invoice gives its paymentTermDays',
        resolve: ({ provider, scope }) => provider.paymentData(scope.market),
      }),
      newCheckoutSession: t.boolean({
        description: 'Always false: the invoice has no session at a provider',
        resolve: () => false,
      }),
    }),
  });

const placeLabel = (place: PickupPlace) => `${place.name}, ${place.addressLine1}, ${place.zip} ${place.city}`;

/** The shipping options as the platform's ShippingOptionType shows them, pickup points as sub-options. */
function shippingShapes(state: CheckoutState): ShippingOptionShape[] {
  const { scope, priced } = state;
  const fee = (incVat: number) => ({ incVat, exVat: exVatFromIncVat(incVat, scope.market.vatRateBp) });
  return state.shippingOptions.map((option) => {
    const selected = option.id === state.shipping?.id;
    return {
      id: option.id,
      name: option.kind,
      displayName: localized(SHIPPING_NAMES[option.kind], scope.language.code),
      fee: fee(option.feeIncVat),
      isDefault: option.kind === 'HOME_DELIVERY',
      isSelected: selected,
      amountLeftToFreeShipping:
        option.kind === 'FREIGHT' ? 0 : priced.totals.shipping.amountLeftToFreeShipping,
      externalId: selected ? (state.place?.id ?? null) : null,
      shippingData: option.places.length > 0 ? JSON.stringify(placesData(option, state)) : null,
      logo: null,
      subOptions:
        option.kind === 'PICKUP_POINT'
          ? option.places.map((place, i) => ({
              id: i + 1,
              name: place.id,
              displayName: placeLabel(place),
              fee: fee(option.feeIncVat),
              isDefault: i === 0,
              isSelected: selected && place.id === state.place?.id,
              amountLeftToFreeShipping: 0,
              externalId: place.id,
              shippingData: null,
              logo: null,
              subOptions: [],
              scope,
            }))
          : [],
      scope,
    };
  });
}

function placesData(option: ShippingOption, state: CheckoutState) {
  return option.places.map((place) => ({
    id: place.id,
    name: place.name,
    addressLine1: place.addressLine1,
    zip: place.zip,
    city: place.city,
    countryCode: place.countryCode,
    openingHours: localized(place.openingHours, state.scope.language.code),
    selected: option.id === state.shipping?.id && place.id === state.place?.id,
  }));
}

/**
 * The options as JSON for the delivery widget, amounts in major units as everywhere at the boundary;
 * it names the zip, so only the checkout's writer gets it.
 */
function shippingData(state: CheckoutState): string | null {
  if (!state.visible || !state.zip || state.shippingOptions.length === 0) return null;
  const { scope } = state;
  const format = (minor: number) => formatMoney(minor, scope.money.currency, scope.money.locale);
  return JSON.stringify({
    zip: state.zip,
    countryCode: scope.market.country.code,
    currency: scope.money.currency,
    options: state.shippingOptions.map((option) => ({
      id: option.id,
      kind: option.kind,
      name: localized(SHIPPING_NAMES[option.kind], scope.language.code),
      feeIncVat: majorUnits(option.feeIncVat),
      feeExVat: majorUnits(exVatFromIncVat(option.feeIncVat, scope.market.vatRateBp)),
      feeIncVatFormatted: format(option.feeIncVat),
      free: option.free,
      deliveryDays: option.deliveryDays,
      selected: option.id === state.shipping?.id,
      places: placesData(option, state),
    })),
  });
}

/** A personal field as the request may see it: empty to anyone but the session that wrote it (ADR 28). */
const personal = <T>(state: CheckoutState, value: T | null): T | null => (state.visible ? value : null);

/** An address as the checkout answers it: the market's country filled in where the shopper left it out. */
const addressOf = (address: Address | null, state: CheckoutState): Address | null =>
  address ? { country: state.scope.market.country.code, ...address } : null;

export const CheckoutType = builder.objectRef<CheckoutState>('CheckoutType').implement({
  description:
    "A cart's checkout (ADR 28): the shopper's choices so far, the cart priced with the chosen shipping, and the ways to ship to the zip and to pay. Nothing is judged in full until placeOrder. The personal fields (email, identity number, addresses, message) are answered only to the session that wrote them (its X-Checkout-Session secret) or their signed-in owner; anyone else holding the cart id gets them empty.",
  fields: (t) => ({
    email: t.string({ nullable: true, resolve: (s) => personal(s, s.checkout.email) }),
    identityNumber: t.string({ nullable: true, resolve: (s) => personal(s, s.checkout.identityNumber) }),
    identityNumberRequired: t.boolean({
      description:
        "Whether the market's country asks for the buyer's personal id (PERSON) or organisation id (ORGANIZATION); where it does not, none is taken",
      resolve: (s) => requiresIdentityNumber(s.scope.market.country.code),
    }),
    customerType: t.field({
      type: CustomerTypeEnum,
      description: 'As last chosen; PERSON until then',
      resolve: (s) => s.checkout.customerType,
    }),
    message: t.string({ nullable: true, resolve: (s) => personal(s, s.checkout.message) }),
    cart: t.field({ type: CartType, nullable: true, resolve: (s) => s.priced }),
    billingAddress: t.field({
      type: AddressType,
      nullable: true,
      resolve: (s) => addressOf(personal(s, s.checkout.billingAddress), s),
    }),
    shippingAddress: t.field({
      type: AddressType,
      nullable: true,
      description: 'A separate address for the goods; null: they go to the billing address',
      resolve: (s) => addressOf(personal(s, s.checkout.shippingAddress), s),
    }),
    consents: t.field({
      type: [ConsentType],
      resolve: (s) =>
        CONSENTS.map((consent) => ({
          consent,
          checked: s.checkout.acceptedConsents.includes(consent.type),
          scope: s.scope,
        })),
    }),
    paymentOptions: t.field({
      type: [PaymentOptionType],
      resolve: (s) =>
        s.paymentOptions.map((provider) => ({ provider, selected: provider === s.payment, scope: s.scope })),
    }),
    shippingOptions: t.field({
      type: [ShippingOptionType],
      description:
        'The ways to ship this cart to the zip, with fees; empty until a valid zip of the market is given (the payment step waits for them)',
      resolve: shippingShapes,
    }),
    shippingData: t.string({
      nullable: true,
      description:
        'The shipping options as JSON for the delivery widget: zip, countryCode, currency, and options with id, kind, name, fee (major units), free, deliveryDays, selected and places (pickup points or the store)',
      resolve: shippingData,
    }),
    pickupPoint: t.string({
      nullable: true,
      description: 'The chosen place of the chosen option (pickup point or store), when it has places',
      resolve: (s) => s.place?.id ?? null,
    }),
    checkoutStatus: t.field({
      type: CheckoutStatusEnum,
      nullable: true,
      description:
        'OK before placement: only placeOrder tells whether the invoice refuses the customer (ADR 29)',
      // Whether the invoice refuses the customer (blocked, credit left) is told only by placeOrder,
      // which counts such verdicts per identity number.
      resolve: () => 'OK' as const,
    }),
  }),
});
