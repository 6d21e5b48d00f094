import { graphql } from '@/lib/graphql/graphql';

export const ManualsQuery = graphql(`
  query Manuals($channelId: String, $marketId: String, $languageId: String, $searchText: String, $skip: Int, $take: Int) {
    manuals(channelId: $channelId, marketId: $marketId, languageId: $languageId, searchText: $searchText, skip: $skip, take: $take) {
      count
      manuals { documentId title url languageCode productName canonicalUrl articleNumber brandName }
    }
  }
`);
