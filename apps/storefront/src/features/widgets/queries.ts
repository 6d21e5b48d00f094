import { graphql } from '@/lib/graphql/graphql';

export const WidgetAreaFields = graphql(`
  fragment WidgetAreaFields on PageWidgetCollectionType @_unmask {
    meta { title description }
    tags
    containers {
      layout
      design
      widgets { name configuration images { fileName } }
    }
  }
`);

export const WidgetAreaQuery = graphql(
  `
  query WidgetArea(
    $channelId: String
    $marketId: String
    $languageId: String
    $family: String!
    $areaName: String!
    $alias: String
    $preview: Boolean
  ) {
    widgetArea(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      family: $family
      areaName: $areaName
      alias: $alias
      preview: $preview
    ) {
      ...WidgetAreaFields
    }
  }
`,
  [WidgetAreaFields],
);

export const ShopRatingQuery = graphql(`
  query ShopRating($channelId: String, $marketId: String, $languageId: String) {
    shopRating(channelId: $channelId, marketId: $marketId, languageId: $languageId) { score voteCount }
  }
`);
