import { graphql } from '@/lib/graphql/graphql';

export const PriceFields = graphql(`
  fragment PriceFields on PriceType @_unmask {
    isDiscounted
    currency {
      code
    }
    sellingPriceIncVat
    discountIncVat
    sellingPriceIncVatFormatted
    regularPriceIncVatFormatted
    sellingPriceExVatFormatted
    regularPriceExVatFormatted
    discountPercentage
  }
`);

export const ProductCardFields = graphql(
  `
  fragment ProductCardFields on ProductType @_unmask {
    productId
    alias
    name
    canonicalUrl
    brand { name }
    primaryCategory { name }
    productImages { fileName alt }
    unitPrice { ...PriceFields }
    totalStock { inStock }
    stockStatus
    visibleCampaign { name }
    sizeRequired
    maxQuantity
    skus { skuId }
    rental { units }
  }
`,
  [PriceFields],
);

/** A period's answer for a card of a list asked for hire days: free machines and the price. */
export const HireQuoteFields = graphql(`
  fragment HireQuoteFields on RentalAvailabilityType @_unmask {
    freeUnits
    price {
      sellingPriceIncVatFormatted
      sellingPriceExVatFormatted
    }
  }
`);
