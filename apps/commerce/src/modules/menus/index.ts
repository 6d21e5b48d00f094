export type { MenuItemKind } from './menu-tree.ts';
