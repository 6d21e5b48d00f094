import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, optionalText } from '#src/graphql/input.ts';
import { menuAtLocation } from './menu-at-location.ts';
import type { Menu, MenuItem } from './menu-tree.ts';

const MenuItemRef = builder.objectRef<MenuItem>('MenuItemType');

MenuItemRef.implement({
  description: 'A link of a menu, with the links below it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.exposeString('label', {
      nullable: true,
      description: "The text to show: the item's own label, else the name of what it links to",
    }),
    title: t.exposeString('title', {
      nullable: true,
      description: 'The name of the category, brand or page it links to; a custom link its label',
    }),
    type: t.exposeString('type', { description: 'category, brand, page or custom' }),
    canonicalUrl: t.exposeString('canonicalUrl', {
      nullable: true,
      description:
        'The path in the shop without language prefix (/c/..., /b/..., /{page}, a route in the ' +
        "request's language), or an absolute address; null for an item that only holds others",
    }),
    targetBlank: t.exposeBoolean('targetBlank', { description: 'Open in a new window' }),
    open: t.boolean({
      description:
        "The platform's flag for an item shown with its children unfolded: no item is, always false",
      resolve: () => false,
    }),
    hidden: t.boolean({
      description: 'Always false: an item that links to nothing shown in the shop is left out of the menu',
      resolve: () => false,
    }),
    order: t.exposeInt('order', { description: 'Place among its siblings, which come sorted by it' }),
    value: t.exposeString('value', {
      nullable: true,
      description: 'The alias of the category, brand or page it links to; a custom link its address',
    }),
    children: t.field({
      type: [MenuItemRef],
      nullable: { list: true, items: true },
      resolve: (item) => item.children,
    }),
  }),
});

const MenuType = builder.objectRef<Menu>('MenuType').implement({
  description: 'A menu of links in the request language, as one of its locations shows it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name', { nullable: true, description: "The shop's own name for the menu" }),
    title: t.exposeString('title', { nullable: true, description: 'The heading shoppers see, if any' }),
    locations: t.exposeStringList('locations', {
      nullable: { list: true, items: true },
      description: 'Every location that shows this menu',
    }),
    menuItems: t.field({
      type: [MenuItemRef],
      nullable: { list: true, items: true },
      resolve: (menu) => menu.menuItems,
    }),
  }),
});

builder.queryFields((t) => ({
  getMenuAtLocation: t.field({
    type: MenuType,
    nullable: true,
    description:
      'The menu at a location of the storefront: main-desktop, main-mobile, top-bar or footer-first. ' +
      'Null for a location that shows no menu (or none given), as the platform answers it.',
    args: {
      ...scopeArgs,
      menuLocationId: t.arg.string({
        required: false,
        description: 'The location, e.g. main-desktop',
        validate: optionalText(INPUT_LIMITS.nameMax),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      if (!args.menuLocationId) return null;
      return menuAtLocation(ctx.db, ctx.loaders, args.menuLocationId, scope.language.code);
    },
  }),
}));
