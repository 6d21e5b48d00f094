import { graphql } from '@/lib/graphql/graphql';
import { ProductCardFields } from './fragments';

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

export const HomeQuery = graphql(
  `
  query Home($channelId: String, $marketId: String, $languageId: String, $take: Int) {
    products(channelId: $channelId, marketId: $marketId, languageId: $languageId, take: $take, filter: { sort: LATEST }) {
      products { ...ProductCardFields }
    }
  }
`,
  [ProductCardFields],
);

export const CategoryProductsQuery = graphql(
  `
  query CategoryProducts(
    $channelId: String
    $marketId: String
    $languageId: String
    $categoryAlias: String
    $skip: Int
    $take: Int
  ) {
    products(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      categoryAlias: $categoryAlias
      skip: $skip
      take: $take
    ) {
      count
      products { ...ProductCardFields }
    }
  }
`,
  [ProductCardFields],
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
