import { ProductCardFields } from '@/features/catalog/fragments';
import { graphql, type ResultOf } from '@/lib/graphql/graphql';
import { RentalAmountFields } from './rental-queries';

export const ProductPageQuery = graphql(
  `
  query ProductPage($channelId: String, $marketId: String, $languageId: String, $alias: String!) {
    product(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias) {
      ...ProductCardFields
      articleNumber
      texts { text1 text2 text3 }
      meta { title description }
      brand { name canonicalUrl }
      primaryCategory { categoryId name canonicalUrl }
      unitPrice { currency { code } }
      skus { gtin }
      deliversNow
      expectedRestock
      maxQuantity
      sizeRequired
      sizes { skuId name stockStatus maxQuantity stock { totalStock } }
      parameterGroups {
        parameterGroupId
        name
        parameters { parameterId name value show }
      }
      rating { score voteCount }
      priceLog {
        date
        sellingPriceIncVat
        sellingPriceExVat
        sellingPriceIncVatFormatted
        sellingPriceExVatFormatted
        regularPriceIncVatFormatted
        regularPriceExVatFormatted
        isDiscounted
        isLowest
      }
      lowestPriceLast30Days {
        sellingPriceIncVatFormatted
        sellingPriceExVatFormatted
        fromDate
        toDate
      }
      colour
      colourLabel
      colourVariants { alias canonicalUrl value productId primaryImage }
      alternates { languageCode canonicalUrl }
      documents { documentId title fileName url languageCode }
      rental {
        units
        minimumDays
        damageWaiverPercent
        depot { name street zip city countryCode phone handoverTime }
        prices {
          customerType
          day { ...RentalAmountFields }
          weekend { ...RentalAmountFields }
          week { ...RentalAmountFields }
          deposit { ...RentalAmountFields }
        }
      }
    }
  }
`,
  [ProductCardFields, RentalAmountFields],
);

/** A product as its page shows it. */
export type PageProduct = NonNullable<ResultOf<typeof ProductPageQuery>['product']>;
/** How a rented product is hired; null for a product that is sold. */
export type PageRental = PageProduct['rental'];

export const RelatedProductsQuery = graphql(
  `
  query RelatedProducts($channelId: String, $marketId: String, $languageId: String, $alias: String!) {
    relatedProducts(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias, relation: RELATED) {
      ...ProductCardFields
    }
  }
`,
  [ProductCardFields],
);

export const ProductsByIdQuery = graphql(
  `
  query ProductsById($channelId: String, $marketId: String, $languageId: String, $productIds: [Int!], $take: Int) {
    products(channelId: $channelId, marketId: $marketId, languageId: $languageId, take: $take, filter: { productIds: $productIds }) {
      products { ...ProductCardFields }
    }
  }
`,
  [ProductCardFields],
);

export const ReviewsQuery = graphql(`
  query ProductReviews($channelId: String, $marketId: String, $languageId: String, $alias: String!, $skip: Int, $take: Int) {
    reviews(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias, skip: $skip, take: $take) {
      count
      averageRating
      reviews { rating comment reviewDate author languageCode verifiedPurchase reply replyDate }
    }
    reviewLimits { authorMax commentMax moderated }
  }
`);

/** The signed-in customer's name on reviews; empty when the account has no first name. */
export const ReviewerQuery = graphql(`
  query Reviewer($channelId: String, $marketId: String, $languageId: String) {
    getUser(channelId: $channelId, marketId: $marketId, languageId: $languageId) { reviewName }
  }
`);

export const PostProductReviewMutation = graphql(`
  mutation PostProductReview(
    $channelId: String
    $marketId: String
    $languageId: String
    $alias: String!
    $rating: Int!
    $author: String!
    $comment: String!
  ) {
    postProductReview(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      alias: $alias
      rating: $rating
      author: $author
      comment: $comment
    )
  }
`);

export const MonitorProductAvailabilityMutation = graphql(`
  mutation MonitorProductAvailability(
    $channelId: String
    $marketId: String
    $languageId: String
    $email: String!
    $skuId: Int!
  ) {
    monitorProductAvailability(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      email: $email
      skuId: $skuId
    )
  }
`);

export const ProductNameQuery = graphql(`
  query ProductName($channelId: String, $marketId: String, $languageId: String, $alias: String!) {
    product(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias) {
      name
      canonicalUrl
    }
  }
`);
