export { menuAtLocation } from './menu-at-location.ts';
export type { Menu, MenuItem, MenuItemKind } from './menu-tree.ts';
