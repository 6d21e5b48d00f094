import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { text } from '#src/graphql/input.ts';
import { CATALOG_TAG } from '#src/modules/storefront-cache/index.ts';
import {
  ContentPageStateEnum,
  id,
  PageChangeType,
  PageListType,
  PageTextInput,
  PageType,
  version,
} from './graphql-types.ts';
import { deskPage, listDeskPages } from './page-read.ts';
import { createPage, type PageChanged, publishPage, savePage, unpublishPage } from './page-write.ts';
import { previewLink } from './preview-link.ts';
import { type ContentResult, CONTENT_DESK_LIMITS as L } from './problems.ts';
import './graphql-menus.ts';
import './graphql-home.ts';

/**
 * The page after a change, or the refusal. Once committed, a change the shop shows expires the
 * storefronts' cached pages (`catalog`, which every read of theirs carries), so the shop shows it
 * from its next request; the menus' readers see it at their next look (ADR 78).
 */
async function answerOf(ctx: AdminContext, result: ContentResult<PageChanged>) {
  if (!result.ok) {
    const { refusal, message, problems, currentVersion } = result;
    return { page: null, refusal, message, problems, currentVersion };
  }
  if (result.value.shown) await ctx.invalidateStorefronts([CATALOG_TAG]);
  return {
    page: await deskPage(ctx.db, result.value.id),
    refusal: null,
    message: null,
    problems: [],
    currentVersion: null,
  };
}

const change = (ctx: AdminContext) => ({ actor: ctx.actor, now: new Date(ctx.now()) });

adminBuilder.queryFields((t) => ({
  contentPages: t.field({
    type: PageListType,
    description: `The content desk's list, the latest changed first: by state and words of the Swedish title or the alias, ${L.pageDefault} a page unless asked (at most ${L.pageMax})`,
    authScopes: { permission: 'catalog.read' },
    args: {
      search: t.arg.string({ validate: text(L.searchMax).nullish() }),
      state: t.arg({ type: ContentPageStateEnum }),
      first: t.arg.int({ validate: z.number().int().min(1).max(L.pageMax).nullish() }),
      offset: t.arg.int({ validate: z.number().int().min(0).max(1_000_000).nullish() }),
    },
    resolve: (_root, args, ctx) =>
      listDeskPages(ctx.db, {
        search: args.search ?? '',
        state: args.state ?? null,
        first: args.first ?? L.pageDefault,
        offset: args.offset ?? 0,
      }),
  }),
  contentPage: t.field({
    type: PageType,
    nullable: true,
    description:
      'A page with its latest version’s texts in the five languages, its versions and former addresses; null for an unknown id',
    authScopes: { permission: 'catalog.read' },
    args: { id: t.arg.int({ required: true, validate: id }) },
    resolve: (_root, args, ctx) => deskPage(ctx.db, args.id),
  }),
  contentPagePreview: t.field({
    type: 'String',
    nullable: true,
    description:
      "The storefront's address of the page's latest version in a language, shown to whoever opens it for an hour: the preview link (ADR 78); null for an unknown id",
    authScopes: { permission: 'catalog.read' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      languageCode: t.arg.string({
        required: true,
        description: 'sv, da, en, fi or nb',
        validate: z.enum(['sv', 'da', 'en', 'fi', 'nb']),
      }),
    },
    resolve: (_root, args, ctx) => previewLink(ctx.db, args.id, args.languageCode, ctx.now()),
  }),
}));

adminBuilder.mutationFields((t) => ({
  createContentPage: t.field({
    type: PageChangeType,
    description:
      'Makes a page, unpublished, with its texts per language (a language left empty shows the Swedish ones), its version 1 and the audit row, in one transaction. Refused: INVALID with each problem beside its field and language.',
    authScopes: { permission: 'marketing.write' },
    args: { texts: t.arg({ type: [PageTextInput], required: true, validate: z.array(z.unknown()).max(10) }) },
    resolve: async (_root, args, ctx) =>
      answerOf(ctx, await createPage(ctx.db, { ...change(ctx), input: args.texts })),
  }),
  updateContentPage: t.field({
    type: PageChangeType,
    description:
      "Saves the texts as the page's next version, the versions before kept, with the audit row. `version` is the one the form was read at: when another was saved since, refused STALE (currentVersion) and nothing changes. A published page shows its published version until this one is published. An alias it no longer has keeps leading to it. Refused: PAGE_NOT_FOUND, STALE, INVALID.",
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      version: t.arg.int({ required: true, validate: version }),
      texts: t.arg({ type: [PageTextInput], required: true, validate: z.array(z.unknown()).max(10) }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await savePage(ctx.db, { ...change(ctx), id: args.id, readAt: args.version, input: args.texts }),
      ),
  }),
  restoreContentPageVersion: t.field({
    type: PageChangeType,
    description:
      "Saves an older version's texts as the page's next version (to publish as any other), with the audit row. Refused: PAGE_NOT_FOUND, VERSION_NOT_FOUND, STALE, INVALID (an alias another page took since).",
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      version: t.arg.int({
        required: true,
        validate: version,
        description: 'The latest version, as the form read it',
      }),
      restore: t.arg.int({
        required: true,
        validate: version,
        description: 'The older version to take the texts of',
      }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await savePage(ctx.db, {
          ...change(ctx),
          id: args.id,
          readAt: args.version,
          input: null,
          restore: args.restore,
        }),
      ),
  }),
  publishContentPage: t.field({
    type: PageChangeType,
    description:
      'Shows the page’s latest version in the shop (`version`, the one previewed: refused STALE when another was saved since), with the audit row; the shop shows it from its next request.',
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      version: t.arg.int({ required: true, validate: version }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(ctx, await publishPage(ctx.db, { ...change(ctx), id: args.id, readAt: args.version })),
  }),
  unpublishContentPage: t.field({
    type: PageChangeType,
    description:
      'Takes the page out of the shop: its address answers none and menus leave it out. With its audit row.',
    authScopes: { permission: 'marketing.write' },
    args: { id: t.arg.int({ required: true, validate: id }) },
    resolve: async (_root, args, ctx) =>
      answerOf(ctx, await unpublishPage(ctx.db, { ...change(ctx), id: args.id })),
  }),
}));
