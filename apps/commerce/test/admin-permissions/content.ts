import type { Permission } from '#src/modules/staff/index.ts';
import { CONTENT_DESK } from '../content-desk-client.ts';

/**
 * The content desk's rows of the permission matrix. Changes name a page, menu or block that does
 * not exist, so a role allowed through meets the refusal and nothing changes, while a refused role
 * meets FORBIDDEN first.
 */
const NONE = 2_000_000_000;
const texts = [{ languageCode: 'sv', title: '' }];
const item = { type: 'custom', labels: [{ languageCode: 'sv', text: 'Matris' }], urls: [] };
const menu = { menuId: NONE, version: 1 };

export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  { operation: 'contentPages', document: CONTENT_DESK.pages, variables: {}, allowed: 'catalog.read' },
  { operation: 'contentPage', document: CONTENT_DESK.page, variables: { id: NONE }, allowed: 'catalog.read' },
  {
    operation: 'contentPagePreview',
    document: CONTENT_DESK.preview,
    variables: { id: NONE, languageCode: 'sv' },
    allowed: 'catalog.read',
  },
  { operation: 'menus', document: CONTENT_DESK.menus, variables: {}, allowed: 'catalog.read' },
  { operation: 'menuTargets', document: CONTENT_DESK.menuTargets, variables: {}, allowed: 'catalog.read' },
  { operation: 'homeBlocks', document: CONTENT_DESK.homeBlocks, variables: {}, allowed: 'catalog.read' },
  // An empty title is refused as INVALID: nothing is made by a role let through.
  {
    operation: 'createContentPage',
    document: CONTENT_DESK.create,
    variables: { texts },
    allowed: 'marketing.write',
  },
  {
    operation: 'updateContentPage',
    document: CONTENT_DESK.update,
    variables: { id: NONE, version: 1, texts },
    allowed: 'marketing.write',
  },
  {
    operation: 'restoreContentPageVersion',
    document: CONTENT_DESK.restore,
    variables: { id: NONE, version: 2, restore: 1 },
    allowed: 'marketing.write',
  },
  {
    operation: 'publishContentPage',
    document: CONTENT_DESK.publish,
    variables: { id: NONE, version: 1 },
    allowed: 'marketing.write',
  },
  {
    operation: 'unpublishContentPage',
    document: CONTENT_DESK.unpublish,
    variables: { id: NONE },
    allowed: 'marketing.write',
  },
  {
    operation: 'addMenuItem',
    document: CONTENT_DESK.addItem,
    variables: { ...menu, input: item },
    allowed: 'marketing.write',
  },
  {
    operation: 'updateMenuItem',
    document: CONTENT_DESK.updateItem,
    variables: { ...menu, itemId: NONE, input: item },
    allowed: 'marketing.write',
  },
  {
    operation: 'removeMenuItem',
    document: CONTENT_DESK.removeItem,
    variables: { ...menu, itemId: NONE },
    allowed: 'marketing.write',
  },
  {
    operation: 'moveMenuItem',
    document: CONTENT_DESK.moveItem,
    variables: { ...menu, itemId: NONE, direction: 'UP' },
    allowed: 'marketing.write',
  },
  {
    operation: 'updateMenuTitle',
    document: CONTENT_DESK.menuTitle,
    variables: { ...menu, titles: [] },
    allowed: 'marketing.write',
  },
  {
    operation: 'updateHomeBlock',
    document: CONTENT_DESK.updateHomeBlock,
    variables: { id: NONE, version: 1, texts: [] },
    allowed: 'marketing.write',
  },
];
