const PAGE = `id alias state version publishedVersion createdAt updatedAt formerAliases
  texts { languageCode title alias metaDescription body translated }
  versions { version savedAt savedBy restoredFrom published }`;
const ANSWER = 'refusal message currentVersion problems { field languageCode code message }';
const PAGE_CHANGE = `page { ${PAGE} } ${ANSWER}`;
const MENU = `id name version locations titles { languageCode text }
  items { id parentId depth position type target labels { languageCode text } urls { languageCode text } targetBlank targetName hidden }`;
const MENU_CHANGE = `menu { ${MENU} } ${ANSWER}`;
const HOME_BLOCK = 'id name areaName version hasLink texts { languageCode title body linkLabel }';

/** The content desk's operations on /admin/graphql, as the admin app sends them. */
export const CONTENT_DESK = {
  pages: `query ($search: String, $state: ContentPageState, $first: Int, $offset: Int) {
    contentPages(search: $search, state: $state, first: $first, offset: $offset) {
      totalCount nodes { id alias title state version updatedAt } } }`,
  page: `query ($id: Int!) { contentPage(id: $id) { ${PAGE} } }`,
  preview:
    'query ($id: Int!, $languageCode: String!) { contentPagePreview(id: $id, languageCode: $languageCode) }',
  create: `mutation ($texts: [ContentPageTextInput!]!) { createContentPage(texts: $texts) { ${PAGE_CHANGE} } }`,
  update: `mutation ($id: Int!, $version: Int!, $texts: [ContentPageTextInput!]!) {
    updateContentPage(id: $id, version: $version, texts: $texts) { ${PAGE_CHANGE} } }`,
  restore: `mutation ($id: Int!, $version: Int!, $restore: Int!) {
    restoreContentPageVersion(id: $id, version: $version, restore: $restore) { ${PAGE_CHANGE} } }`,
  publish: `mutation ($id: Int!, $version: Int!) { publishContentPage(id: $id, version: $version) { ${PAGE_CHANGE} } }`,
  unpublish: `mutation ($id: Int!) { unpublishContentPage(id: $id) { ${PAGE_CHANGE} } }`,
  menus: `query { menus { ${MENU} } }`,
  menuTargets:
    'query { menuTargets { categories { alias name } brands { alias name } pages { alias name } } }',
  addItem: `mutation ($menuId: Int!, $version: Int!, $input: MenuItemInput!) {
    addMenuItem(menuId: $menuId, version: $version, input: $input) { ${MENU_CHANGE} } }`,
  updateItem: `mutation ($menuId: Int!, $version: Int!, $itemId: Int!, $input: MenuItemInput!) {
    updateMenuItem(menuId: $menuId, version: $version, itemId: $itemId, input: $input) { ${MENU_CHANGE} } }`,
  removeItem: `mutation ($menuId: Int!, $version: Int!, $itemId: Int!) {
    removeMenuItem(menuId: $menuId, version: $version, itemId: $itemId) { ${MENU_CHANGE} } }`,
  moveItem: `mutation ($menuId: Int!, $version: Int!, $itemId: Int!, $direction: MenuItemMove!) {
    moveMenuItem(menuId: $menuId, version: $version, itemId: $itemId, direction: $direction) { ${MENU_CHANGE} } }`,
  menuTitle: `mutation ($menuId: Int!, $version: Int!, $titles: [ContentTextInput!]!) {
    updateMenuTitle(menuId: $menuId, version: $version, titles: $titles) { ${MENU_CHANGE} } }`,
  homeBlocks: `query { homeBlocks { ${HOME_BLOCK} } }`,
  updateHomeBlock: `mutation ($id: Int!, $version: Int!, $texts: [HomeBlockTextInput!]!) {
    updateHomeBlock(id: $id, version: $version, texts: $texts) { block { ${HOME_BLOCK} } ${ANSWER} } }`,
} as const;

export interface PageText {
  languageCode: string;
  title?: string;
  alias?: string;
  metaDescription?: string;
  body?: string;
}

/** A page's form in Swedish and English, with a word of its own in every text. */
export const pageTexts = (word: string, more: PageText[] = []): PageText[] => [
  {
    languageCode: 'sv',
    title: `Sida ${word}`,
    alias: `sida-${word}`,
    metaDescription: `Om ${word}`,
    body: `## Rubrik ${word}\nText ${word}.\n\n- punkt ${word}`,
  },
  { languageCode: 'en', title: `Page ${word}`, alias: `page-${word}`, body: `Text ${word} in English.` },
  ...more,
];
