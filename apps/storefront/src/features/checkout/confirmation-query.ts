import { CartPriceFields, CartTotalsFields } from '@/features/cart/queries';
import { graphql } from '@/lib/graphql/graphql';

/** The placed order as the confirmation page shows it: every amount as the API formatted it. */
export const OrderConfirmationQuery = graphql(
  `
  query OrderConfirmation($channelId: String, $marketId: String, $languageId: String, $id: String!, $paymentType: PaymentType!, $cartId: String) {
    checkout(channelId: $channelId, marketId: $marketId, languageId: $languageId, id: $id, paymentType: $paymentType, cartId: $cartId) {
      completed
      nthPurchase
      rentalBookings { id name from to pickupTime deliveryZip damageWaiver depot { name street zip city } }
      order {
        orderId
        publicId
        email
        firstName
        lastName
        message
        transactionId
        # For the purchase event: the order's figures and lines as placed.
        currency
        zip
        promoCode
        orderValueIncVat
        orderValueExVat
        vat
        shippingFeeIncVat
        discountIncVat
        rows { productId name brand variant quantity priceIncVat discountIncVat totalIncVat }
      }
      cart {
        ...CartTotalsFields
        fixedDiscount
        items {
          id
          skuId
          quantity
          colour
          size
          totalPrice { ...CartPriceFields }
          product { name }
        }
      }
    }
  }
`,
  [CartPriceFields, CartTotalsFields],
);

export const OrderDetailsQuery = graphql(`
  query OrderDetails($channelId: String, $marketId: String, $languageId: String, $publicOrderId: Guid!) {
    getOrderPublic(channelId: $channelId, marketId: $marketId, languageId: $languageId, publicOrderId: $publicOrderId) {
      billingAddress { firstName lastName company addressLine1 zip city country }
      shippingAddress { firstName lastName company addressLine1 zip city country }
      organizationId
      shippingDetails { name pickupPoint { company addressLine1 zip city } }
      paymentDetails { displayName dueDate transactionId bankgiro }
    }
  }
`);
