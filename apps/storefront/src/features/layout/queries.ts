import { graphql } from '@/lib/graphql/graphql';

/** The menu a location of the layout shows: its title and top-level links. */
export const MenuAtLocationQuery = graphql(`
  query MenuAtLocation(
    $channelId: String
    $marketId: String
    $languageId: String
    $menuLocationId: String
  ) {
    getMenuAtLocation(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      menuLocationId: $menuLocationId
    ) {
      title
      menuItems {
        id
        label
        canonicalUrl
        targetBlank
      }
    }
  }
`);
