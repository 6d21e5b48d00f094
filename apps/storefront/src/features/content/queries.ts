import { WidgetAreaFields } from '@/features/widgets/queries';
import { graphql } from '@/lib/graphql/graphql';

export const ContentPageQuery = graphql(
  `
  query ContentPage(
    $channelId: String
    $marketId: String
    $languageId: String
    $alias: String!
    $preview: Boolean
    $previewToken: String
  ) {
    contentPage(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      alias: $alias
      preview: $preview
      previewToken: $previewToken
    ) {
      alias
      title
      canonicalUrl
      alternates { languageCode canonicalUrl }
      published
      meta { title description }
    }
    widgetArea(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      family: "Content"
      areaName: "main"
      alias: $alias
      preview: $preview
      previewToken: $previewToken
    ) {
      ...WidgetAreaFields
    }
  }
`,
  [WidgetAreaFields],
);

export const ContentPagesQuery = graphql(`
  query ContentPages($channelId: String, $marketId: String, $languageId: String) {
    contentPages(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      alias
      title
      canonicalUrl
      alternates { languageCode canonicalUrl }
    }
  }
`);
