import { graphql } from '@/lib/graphql/graphql';

export const DiscountCampaignsQuery = graphql(`
  query DiscountCampaigns($channelId: String, $marketId: String, $languageId: String) {
    discountCampaigns(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      canonicalUrl
    }
  }
`);

export const ProductAliasesQuery = graphql(`
  query ProductAliases($channelId: String, $marketId: String, $languageId: String, $skip: Int, $take: Int) {
    productAliases(channelId: $channelId, marketId: $marketId, languageId: $languageId, skip: $skip, take: $take) {
      count
      aliases { canonicalUrl alternates { languageCode canonicalUrl } }
    }
  }
`);
