import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const ContentPagesQuery = graphql(`
  query DeskContentPages($search: String, $state: ContentPageState, $first: Int, $offset: Int) {
    contentPages(search: $search, state: $state, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        alias
        title
        state
        version
        updatedAt
      }
    }
    me {
      permissions
    }
  }
`);

export const ContentPageQuery = graphql(`
  query DeskContentPage($id: Int!) {
    contentPage(id: $id) {
      id
      alias
      state
      version
      publishedVersion
      createdAt
      updatedAt
      formerAliases
      texts {
        languageCode
        title
        alias
        metaDescription
        body
        translated
      }
      versions {
        version
        savedAt
        savedBy
        restoredFrom
        published
      }
    }
    sv: contentPagePreview(id: $id, languageCode: "sv")
    da: contentPagePreview(id: $id, languageCode: "da")
    en: contentPagePreview(id: $id, languageCode: "en")
    fi: contentPagePreview(id: $id, languageCode: "fi")
    nb: contentPagePreview(id: $id, languageCode: "nb")
    me {
      permissions
    }
  }
`);

export const MeQuery = graphql(`
  query DeskContentMe {
    me {
      permissions
    }
  }
`);

export type DeskContentPage = NonNullable<ResultOf<typeof ContentPageQuery>['contentPage']>;

export const CreateContentPageMutation = graphql(`
  mutation CreateContentPage($texts: [ContentPageTextInput!]!) {
    createContentPage(texts: $texts) {
      refusal
      currentVersion
      problems {
        field
        languageCode
        code
      }
      page {
        id
        version
      }
    }
  }
`);

export const UpdateContentPageMutation = graphql(`
  mutation UpdateContentPage($id: Int!, $version: Int!, $texts: [ContentPageTextInput!]!) {
    updateContentPage(id: $id, version: $version, texts: $texts) {
      refusal
      currentVersion
      problems {
        field
        languageCode
        code
      }
      page {
        id
        version
      }
    }
  }
`);

export const PublishContentPageMutation = graphql(`
  mutation PublishContentPage($id: Int!, $version: Int!) {
    publishContentPage(id: $id, version: $version) {
      refusal
      currentVersion
      problems {
        field
        languageCode
        code
      }
      page {
        id
        version
      }
    }
  }
`);

export const UnpublishContentPageMutation = graphql(`
  mutation UnpublishContentPage($id: Int!) {
    unpublishContentPage(id: $id) {
      refusal
      currentVersion
      problems {
        field
        languageCode
        code
      }
      page {
        id
        version
      }
    }
  }
`);

export const RestoreContentPageMutation = graphql(`
  mutation RestoreContentPage($id: Int!, $version: Int!, $restore: Int!) {
    restoreContentPageVersion(id: $id, version: $version, restore: $restore) {
      refusal
      currentVersion
      problems {
        field
        languageCode
        code
      }
      page {
        id
        version
      }
    }
  }
`);

export const MenusQuery = graphql(`
  query DeskMenus($languageCode: String) {
    menus(languageCode: $languageCode) {
      id
      name
      version
      locations
      titles {
        languageCode
        text
      }
      items {
        id
        parentId
        depth
        type
        target
        labels {
          languageCode
          text
        }
        urls {
          languageCode
          text
        }
        targetBlank
        targetName
        hidden
      }
    }
    menuTargets(languageCode: $languageCode) {
      categories {
        alias
        name
      }
      brands {
        alias
        name
      }
      pages {
        alias
        name
      }
    }
    me {
      permissions
    }
  }
`);

export type DeskMenu = ResultOf<typeof MenusQuery>['menus'][number];
export type DeskMenuItem = DeskMenu['items'][number];

/** What every change of a menu answers: its refusal, the version it met, problems by field and the menu as it now is. */
const MenuChangeFields = graphql(`
  fragment MenuChangeFields on MenuChange @_unmask {
    refusal
    currentVersion
    problems {
      field
      languageCode
      code
    }
    menu {
      id
      version
    }
  }
`);

export const AddMenuItemMutation = graphql(
  `
  mutation AddMenuItem($menuId: Int!, $version: Int!, $input: MenuItemInput!) {
    addMenuItem(menuId: $menuId, version: $version, input: $input) {
      ...MenuChangeFields
    }
  }
`,
  [MenuChangeFields],
);

export const UpdateMenuItemMutation = graphql(
  `
  mutation UpdateMenuItem($menuId: Int!, $version: Int!, $itemId: Int!, $input: MenuItemInput!) {
    updateMenuItem(menuId: $menuId, version: $version, itemId: $itemId, input: $input) {
      ...MenuChangeFields
    }
  }
`,
  [MenuChangeFields],
);

export const RemoveMenuItemMutation = graphql(
  `
  mutation RemoveMenuItem($menuId: Int!, $version: Int!, $itemId: Int!) {
    removeMenuItem(menuId: $menuId, version: $version, itemId: $itemId) {
      ...MenuChangeFields
    }
  }
`,
  [MenuChangeFields],
);

export const MoveMenuItemMutation = graphql(
  `
  mutation MoveMenuItem($menuId: Int!, $version: Int!, $itemId: Int!, $direction: MenuItemMove!) {
    moveMenuItem(menuId: $menuId, version: $version, itemId: $itemId, direction: $direction) {
      ...MenuChangeFields
    }
  }
`,
  [MenuChangeFields],
);

export const HomeBlocksQuery = graphql(`
  query DeskHomeBlocks {
    homeBlocks {
      id
      name
      areaName
      version
      hasLink
      texts {
        languageCode
        title
        body
        linkLabel
      }
    }
    me {
      permissions
    }
  }
`);

export const UpdateHomeBlockMutation = graphql(`
  mutation UpdateHomeBlock($id: Int!, $version: Int!, $texts: [HomeBlockTextInput!]!) {
    updateHomeBlock(id: $id, version: $version, texts: $texts) {
      refusal
      currentVersion
      problems {
        field
        languageCode
        code
      }
      block {
        id
        version
      }
    }
  }
`);
