import { graphql } from '@/lib/graphql/graphql';

// Loaded with the cart's code (when the shopper adds or opens the cart), and by the form action
// that adds without JavaScript.

export const CartPriceFields = graphql(`
  fragment CartPriceFields on PriceType @_unmask {
    isDiscounted
    sellingPriceIncVatFormatted
    sellingPriceExVatFormatted
    regularPriceIncVatFormatted
    regularPriceExVatFormatted
  }
`);

/**
 * The cart's totals as its summary shows them. The checkout's answers bring these anew (the chosen
 * shipping changes them, never the lines), one level below the cart's own depth.
 */
export const CartTotalsFields = graphql(
  `
  fragment CartTotalsFields on CartType @_unmask {
    id
    freeShipping
    appliedCampaigns { name hideTitle }
    summary {
      subTotal { ...CartPriceFields }
      total {
        isDiscounted
        discountIncVatFormatted
        discountExVatFormatted
        sellingPriceIncVatFormatted
        sellingPriceExVatFormatted
        vatFormatted
      }
      shipping {
        name
        shippingFeeIncVat
        feeIncVatFormatted
        feeExVatFormatted
        amountLeftToFreeShipping
        amountLeftToFreeShippingFormatted
      }
      balance { fromGiftCard fromGiftCardFormatted fromAccount fromAccountFormatted remainingFormatted }
    }
  }
`,
  [CartPriceFields],
);

/** Everything the cart panel shows; every amount as the API formatted it, in both VAT forms. */
export const CartFields = graphql(
  `
  fragment CartFields on CartType @_unmask {
    ...CartTotalsFields
    promoCode
    promoCodeState
    giftCardCode
    items {
      id
      skuId
      quantity
      # The unit's amounts as numbers too, for the analytics' cart events.
      unitPrice { ...CartPriceFields currency { code } sellingPriceIncVat discountIncVat discountPercentage }
      totalPrice { ...CartPriceFields }
      # The campaign's name; its effect shows as the line's price beside the regular one. (Its
      # prices per part of the line would nest deeper than half the API's depth limit.)
      campaign { appliedCampaigns { name hideTitle } }
      # A rental line's days; EXPIRED when its hold ran out and the days must be chosen again. Its
      # delivery to the site, when it has one, is part of the line's price.
      rental {
        from to state deliveryZip deliveryProblem deliveryPrice { ...CartPriceFields }
        damageWaiver damageWaiverPrice { ...CartPriceFields }
      }
      # The product's colour (parameter group 1's Color) and the size the line holds.
      colour
      size
      product {
        productId
        name
        canonicalUrl
        brand { name }
        primaryCategory { name }
        productImages { fileName }
      }
    }
  }
`,
  [CartPriceFields, CartTotalsFields],
);

export const GetCartQuery = graphql(
  `
  query GetCart($channelId: String, $marketId: String, $languageId: String, $id: String, $allowExternalShippingFee: Boolean) {
    getCart(channelId: $channelId, marketId: $marketId, languageId: $languageId, id: $id, allowExternalShippingFee: $allowExternalShippingFee) {
      ...CartFields
    }
  }
`,
  [CartFields],
);

export const AddToCartMutation = graphql(
  `
  mutation AddToCart($channelId: String, $marketId: String, $languageId: String, $id: String!, $item: CartItemInputType!, $allowExternalShippingFee: Boolean) {
    addToCart(channelId: $channelId, marketId: $marketId, languageId: $languageId, id: $id, item: $item, allowExternalShippingFee: $allowExternalShippingFee) {
      ...CartFields
    }
  }
`,
  [CartFields],
);

/** A shared cart's lines, copied into this browser's own cart (a new one for an empty id). */
export const AddCartLinesFromMutation = graphql(
  `
  mutation AddCartLinesFrom($channelId: String, $marketId: String, $languageId: String, $id: String, $fromCartId: String!, $allowExternalShippingFee: Boolean) {
    addCartLinesFrom(channelId: $channelId, marketId: $marketId, languageId: $languageId, id: $id, fromCartId: $fromCartId, allowExternalShippingFee: $allowExternalShippingFee) {
      ...CartFields
    }
  }
`,
  [CartFields],
);

export const UpdateCartItemMutation = graphql(
  `
  mutation UpdateCartItem($channelId: String, $marketId: String, $languageId: String, $id: String!, $item: CartItemInputType!, $allowExternalShippingFee: Boolean) {
    updateCartItem(channelId: $channelId, marketId: $marketId, languageId: $languageId, id: $id, item: $item, allowExternalShippingFee: $allowExternalShippingFee) {
      ...CartFields
    }
  }
`,
  [CartFields],
);

export const SetCartPromoCodeMutation = graphql(
  `
  mutation SetCartPromoCode($channelId: String, $marketId: String, $languageId: String, $id: String!, $promoCode: String!) {
    setCartPromoCode(channelId: $channelId, marketId: $marketId, languageId: $languageId, id: $id, promoCode: $promoCode) {
      ...CartFields
    }
  }
`,
  [CartFields],
);

export const SetCartGiftCardMutation = graphql(
  `
  mutation SetCartGiftCard($channelId: String, $marketId: String, $languageId: String, $id: String!, $giftCardCode: String!, $allowExternalShippingFee: Boolean) {
    setCartGiftCard(channelId: $channelId, marketId: $marketId, languageId: $languageId, id: $id, giftCardCode: $giftCardCode, allowExternalShippingFee: $allowExternalShippingFee) {
      ...CartFields
    }
  }
`,
  [CartFields],
);
