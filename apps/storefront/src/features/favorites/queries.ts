import { graphql } from '@/lib/graphql/graphql';

export const AccountFavoritesQuery = graphql(`
  query AccountFavorites($channelId: String, $marketId: String, $languageId: String) {
    getUser(channelId: $channelId, marketId: $marketId, languageId: $languageId) { favorites }
  }
`);

export const AddFavoriteMutation = graphql(`
  mutation AddFavorite($channelId: String, $marketId: String, $languageId: String, $productId: Int!) {
    addFavorite(channelId: $channelId, marketId: $marketId, languageId: $languageId, productId: $productId)
  }
`);

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavorite($channelId: String, $marketId: String, $languageId: String, $productId: Int!) {
    removeFavorite(channelId: $channelId, marketId: $marketId, languageId: $languageId, productId: $productId)
  }
`);

export const MergeFavoritesMutation = graphql(`
  mutation MergeFavorites($channelId: String, $marketId: String, $languageId: String, $productIds: [Int!]!) {
    mergeFavorites(channelId: $channelId, marketId: $marketId, languageId: $languageId, productIds: $productIds)
  }
`);
