import { CartTotalsFields } from '@/features/cart/queries';
import { graphql } from '@/lib/graphql/graphql';

export const AddressFields = graphql(`
  fragment CheckoutAddressFields on AddressType @_unmask {
    firstName
    lastName
    company
    addressLine1
    zip
    city
    mobile
  }
`);

/** What the checkout form shows and chooses from; the cart comes along, priced with its shipping. */
export const CheckoutFields = graphql(
  `
  fragment CheckoutFields on CheckoutType @_unmask {
    customerType
    email
    identityNumber
    identityNumberRequired
    message
    pickupPoint
    billingAddress { ...CheckoutAddressFields }
    shippingAddress { ...CheckoutAddressFields }
    consents { type name description checked }
    shippingOptions {
      id
      displayName
      feeIncVatFormatted
      feeExVatFormatted
      isSelected
      subOptions { id externalId displayName isSelected }
    }
    paymentOptions { id displayName feeIncVat feeIncVatFormatted feeExVatFormatted isSelected }
    # The cart's totals with the chosen shipping; its lines are the cart's own (and deeper than half the depth limit).
    cart { ...CartTotalsFields }
  }
`,
  [AddressFields, CartTotalsFields],
);

export const CreateOrUpdateCheckoutMutation = graphql(
  `
  mutation CreateOrUpdateCheckout($channelId: String, $marketId: String, $languageId: String, $cartId: String!, $checkout: CheckoutInputType) {
    createOrUpdateCheckout(channelId: $channelId, marketId: $marketId, languageId: $languageId, cartId: $cartId, checkout: $checkout) {
      ...CheckoutFields
    }
  }
`,
  [CheckoutFields],
);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($channelId: String, $marketId: String, $languageId: String, $cartId: String!, $checkout: CheckoutInputType!) {
    placeOrder(channelId: $channelId, marketId: $marketId, languageId: $languageId, cartId: $cartId, checkout: $checkout) {
      orderId
      publicId
      redirectUrl
      status
    }
  }
`);

/** The confirmation address of the order placed from the cart, answered to its buyer only (ADR 28). */
export const OrderOfCartQuery = graphql(`
  query OrderOfCart($channelId: String, $marketId: String, $languageId: String, $cartId: String!) {
    orderOfCart(channelId: $channelId, marketId: $marketId, languageId: $languageId, cartId: $cartId)
  }
`);
