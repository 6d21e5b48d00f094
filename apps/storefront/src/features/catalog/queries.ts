import { graphql } from '@/lib/graphql/graphql';
import { HireQuoteFields, ProductCardFields } from './fragments';

export const CategoriesQuery = graphql(`
  query Categories($channelId: String, $marketId: String, $languageId: String) {
    categories(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      categoryId
      parentCategoryId
      alias
      canonicalUrl
      name
      description
      order
    }
  }
`);

export const BrandsQuery = graphql(`
  query Brands($channelId: String, $marketId: String, $languageId: String) {
    brands(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      brandId
      alias
      canonicalUrl
      name
    }
  }
`);

export const ListPageInfoQuery = graphql(`
  query ListPageInfo($channelId: String, $marketId: String, $languageId: String, $alias: String, $url: String) {
    listPageInfo(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias, url: $url) {
      id
      type
      alias
      canonicalUrl
      name
      primaryDescription
      secondaryDescription
      hideTitle
      hideDescription
      meta { title description }
      subCategories { name alias canonicalUrl }
    }
  }
`);

export const ListProductsQuery = graphql(
  `
  query ListProducts(
    $channelId: String
    $marketId: String
    $languageId: String
    $categoryAlias: String
    $brandAlias: String
    $discountCampaignAlias: String
    $skip: Int
    $take: Int
    $sort: SortType
    $searchText: String
    $facets: [String!]
    $rentalPeriod: RentalPeriodInput
  ) {
    products(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      categoryAlias: $categoryAlias
      brandAlias: $brandAlias
      discountCampaignAlias: $discountCampaignAlias
      skip: $skip
      take: $take
      filter: { sort: $sort, searchText: $searchText, facets: $facets, filterMode: BY_GROUP, rentalPeriod: $rentalPeriod }
    ) {
      count
      rentalPeriodProblem
      products {
        ...ProductCardFields
        person: rentalAvailability(period: $rentalPeriod) { ...HireQuoteFields }
        company: rentalAvailability(period: $rentalPeriod, customerType: ORGANIZATION) { ...HireQuoteFields }
      }
      filters { facets { filterId label type values { _id label count } } }
    }
  }
`,
  [ProductCardFields, HireQuoteFields],
);

export const ProductQuery = graphql(
  `
  query Product($channelId: String, $marketId: String, $languageId: String, $alias: String!) {
    product(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias) {
      ...ProductCardFields
      articleNumber
      texts { text1 text2 text3 }
      meta { title description }
      primaryCategory { name canonicalUrl }
      skus { skuId name }
      parameterGroups {
        parameterGroupId
        name
        parameters { parameterId name value show }
      }
    }
  }
`,
  [ProductCardFields],
);
