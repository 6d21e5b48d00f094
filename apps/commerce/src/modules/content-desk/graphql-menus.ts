import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { CATALOG_TAG } from '#src/modules/storefront-cache/index.ts';
import { id, languageCode, lenient, MenuChangeType, MenuType, TextInput, version } from './graphql-types.ts';
import { deskMenus, menuTargets } from './menu-read.ts';
import { addMenuItem, moveMenuItem, removeMenuItem, updateMenuItem, updateMenuTitle } from './menu-write.ts';
import type { ContentResult } from './problems.ts';

const MenuItemKindEnum = adminBuilder.enumType('MenuItemKind', {
  description: 'What an item links to: a category, brand or content page by its alias, or its own address',
  values: ['category', 'brand', 'page', 'custom'] as const,
});

const MoveEnum = adminBuilder.enumType('MenuItemMove', { values: ['UP', 'DOWN'] as const });

const MenuItemInput = adminBuilder.inputType('MenuItemInput', {
  fields: (t) => ({
    type: t.field({ type: MenuItemKindEnum, required: true }),
    target: t.string({
      description: 'The alias of the category, brand or page it links to',
      validate: lenient(),
    }),
    parentId: t.int({ description: 'The item it is below; absent: at the top', validate: id.nullish() }),
    labels: t.field({
      type: [TextInput],
      description: 'Shown instead of the linked name (required in Swedish for a custom link)',
      validate: z.array(z.unknown()).max(10).nullish(),
    }),
    urls: t.field({
      type: [TextInput],
      description: 'A custom link’s address per language: a shop path (/kontakt) or an http(s) address',
      validate: z.array(z.unknown()).max(10).nullish(),
    }),
    targetBlank: t.boolean({ description: 'Opens in a new window' }),
  }),
});

const MenuTargetType = adminBuilder.objectRef<{ alias: string; name: string }>('MenuTarget').implement({
  fields: (t) => ({ alias: t.exposeString('alias'), name: t.exposeString('name') }),
});

const MenuTargetsType = adminBuilder
  .objectRef<Awaited<ReturnType<typeof menuTargets>>>('MenuTargets')
  .implement({
    description: 'What a menu item may link to',
    fields: (t) => ({
      categories: t.field({ type: [MenuTargetType], resolve: (m) => m.categories }),
      brands: t.field({ type: [MenuTargetType], resolve: (m) => m.brands }),
      pages: t.field({ type: [MenuTargetType], resolve: (m) => m.pages }),
    }),
  });

const languageOf = (ctx: AdminContext, asked?: string | null) => asked ?? ctx.staff?.languageCode ?? 'sv';

/**
 * The menu after a change, or the refusal. Once committed, the storefronts' cached pages expire so
 * the header, footer and phone menu show it from the next request; every instance's menus are
 * read anew at their next look, as the menu's version moved (ADR 78).
 */
async function answerOf(ctx: AdminContext, result: ContentResult<{ menuId: number }>) {
  if (!result.ok) {
    const { refusal, message, problems, currentVersion } = result;
    return { menu: null, refusal, message, problems, currentVersion };
  }
  await ctx.invalidateStorefronts([CATALOG_TAG]);
  const menu = (await deskMenus(ctx.db, languageOf(ctx))).find((m) => m.id === result.value.menuId) ?? null;
  return { menu, refusal: null, message: null, problems: [], currentVersion: null };
}

const menuArgs = (t: Parameters<Parameters<typeof adminBuilder.mutationFields>[0]>[0]) => ({
  menuId: t.arg.int({ required: true, validate: id }),
  version: t.arg.int({
    required: true,
    validate: version,
    description: 'The menu’s version the form was read at',
  }),
});

adminBuilder.queryFields((t) => ({
  menus: t.field({
    type: [MenuType],
    description: 'Every menu with the locations that show it and its items, names in sv or en',
    authScopes: { permission: 'catalog.read' },
    args: { languageCode: t.arg.string({ validate: languageCode }) },
    resolve: (_root, args, ctx) => deskMenus(ctx.db, languageOf(ctx, args.languageCode)),
  }),
  menuTargets: t.field({
    type: MenuTargetsType,
    description: 'The categories, brands and pages a menu item may link to, names in sv or en',
    authScopes: { permission: 'catalog.read' },
    args: { languageCode: t.arg.string({ validate: languageCode }) },
    resolve: (_root, args, ctx) => menuTargets(ctx.db, languageOf(ctx, args.languageCode)),
  }),
}));

const STALE_NOTE =
  ' Refused: MENU_NOT_FOUND, STALE (another change came since `version`), INVALID beside its fields.';

adminBuilder.mutationFields((t) => ({
  addMenuItem: t.field({
    type: MenuChangeType,
    description: `Adds an item last among its siblings, with the audit row; the shop's getMenuAtLocation shows it from its next request.${STALE_NOTE}`,
    authScopes: { permission: 'marketing.write' },
    args: { ...menuArgs(t), input: t.arg({ type: MenuItemInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await addMenuItem(ctx.db, {
          menuId: args.menuId,
          readAt: args.version,
          actor: ctx.actor,
          input: args.input,
        }),
      ),
  }),
  updateMenuItem: t.field({
    type: MenuChangeType,
    description: `Changes an item's link, labels per language and parent (moved, it goes last there), with the audit row.${STALE_NOTE} ITEM_NOT_FOUND.`,
    authScopes: { permission: 'marketing.write' },
    args: {
      ...menuArgs(t),
      itemId: t.arg.int({ required: true, validate: id }),
      input: t.arg({ type: MenuItemInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await updateMenuItem(ctx.db, {
          menuId: args.menuId,
          readAt: args.version,
          actor: ctx.actor,
          itemId: args.itemId,
          input: args.input,
        }),
      ),
  }),
  removeMenuItem: t.field({
    type: MenuChangeType,
    description: `Removes an item with none below it, with the audit row.${STALE_NOTE} ITEM_NOT_FOUND, HAS_CHILDREN.`,
    authScopes: { permission: 'marketing.write' },
    args: { ...menuArgs(t), itemId: t.arg.int({ required: true, validate: id }) },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await removeMenuItem(ctx.db, {
          menuId: args.menuId,
          readAt: args.version,
          actor: ctx.actor,
          itemId: args.itemId,
        }),
      ),
  }),
  moveMenuItem: t.field({
    type: MenuChangeType,
    description: `Moves an item one place up or down among its siblings, with the audit row.${STALE_NOTE} ITEM_NOT_FOUND.`,
    authScopes: { permission: 'marketing.write' },
    args: {
      ...menuArgs(t),
      itemId: t.arg.int({ required: true, validate: id }),
      direction: t.arg({ type: MoveEnum, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await moveMenuItem(ctx.db, {
          menuId: args.menuId,
          readAt: args.version,
          actor: ctx.actor,
          itemId: args.itemId,
          direction: args.direction,
        }),
      ),
  }),
  updateMenuTitle: t.field({
    type: MenuChangeType,
    description: `Sets the menu's heading per language (a footer column's), with the audit row.${STALE_NOTE}`,
    authScopes: { permission: 'marketing.write' },
    args: {
      ...menuArgs(t),
      titles: t.arg({ type: [TextInput], required: true, validate: z.array(z.unknown()).max(10) }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await updateMenuTitle(ctx.db, {
          menuId: args.menuId,
          readAt: args.version,
          actor: ctx.actor,
          titles: args.titles,
        }),
      ),
  }),
}));
