import { LANGUAGE_CODES } from '@shop/contract';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import { CATALOG_TAG } from '#src/modules/storefront-cache/index.ts';
import {
  type ContentAnswer,
  ContentDeskRefusalEnum,
  ContentProblemType,
  id,
  lenient,
  version,
} from './graphql-types.ts';
import { type HomeBlock, type HomeBlockText, homeBlocks, updateHomeBlock } from './home-blocks.ts';

const HomeBlockTextType = adminBuilder.objectRef<HomeBlockText>('HomeBlockText').implement({
  fields: (t) => ({
    languageCode: t.exposeString('languageCode'),
    title: t.exposeString('title'),
    body: t.exposeString('body', {
      description: 'The hero’s text, or a text block’s in the desk’s text form',
    }),
    linkLabel: t.exposeString('linkLabel'),
  }),
});

const HomeBlockType = adminBuilder.objectRef<HomeBlock>('HomeBlock').implement({
  description: 'A text of the home page (its hero or a text block), per language',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'hero or text' }),
    areaName: t.exposeString('areaName'),
    version: t.exposeInt('version', {
      description: 'A change names it; refused as STALE when another came since',
    }),
    hasLink: t.exposeBoolean('hasLink'),
    texts: t.field({ type: [HomeBlockTextType], resolve: (b) => b.texts }),
  }),
});

const HomeBlockTextInput = adminBuilder.inputType('HomeBlockTextInput', {
  fields: (t) => ({
    languageCode: t.string({ required: true, validate: z.enum(LANGUAGE_CODES) }),
    title: t.string({ validate: lenient() }),
    body: t.string({ validate: lenient() }),
    linkLabel: t.string({ validate: lenient() }),
  }),
});

const HomeBlockChangeType = adminBuilder
  .objectRef<
    Omit<ContentAnswer, 'problems'> & { block: HomeBlock | null; problems: ContentAnswer['problems'] }
  >('HomeBlockChange')
  .implement({
    fields: (t) => ({
      block: t.field({ type: HomeBlockType, nullable: true, resolve: (a) => a.block }),
      refusal: t.field({ type: ContentDeskRefusalEnum, nullable: true, resolve: (a) => a.refusal }),
      message: t.exposeString('message', { nullable: true }),
      problems: t.field({ type: [ContentProblemType], resolve: (a) => [...a.problems] }),
      currentVersion: t.exposeInt('currentVersion', { nullable: true }),
    }),
  });

adminBuilder.queryFields((t) => ({
  homeBlocks: t.field({
    type: [HomeBlockType],
    description: "The home page's hero and text blocks with their texts per language",
    authScopes: { permission: 'catalog.read' },
    resolve: (_root, _args, ctx) => homeBlocks(ctx.db),
  }),
}));

adminBuilder.mutationFields((t) => ({
  updateHomeBlock: t.field({
    type: HomeBlockChangeType,
    description:
      "Changes a home block's title, text and link label per language, with the audit row; the shop shows it from its next request. Refused: BLOCK_NOT_FOUND, STALE, INVALID beside its fields.",
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      version: t.arg.int({ required: true, validate: version }),
      texts: t.arg({ type: [HomeBlockTextInput], required: true, validate: z.array(z.unknown()).max(10) }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await updateHomeBlock(ctx.db, {
        id: args.id,
        readAt: args.version,
        texts: args.texts,
        actor: ctx.actor,
      });
      if (!result.ok) {
        const { refusal, message, problems, currentVersion } = result;
        return { block: null, refusal, message, problems, currentVersion };
      }
      await ctx.invalidateStorefronts([CATALOG_TAG]);
      const block = (await homeBlocks(ctx.db)).find((b) => b.id === result.value.id) ?? null;
      return { block, refusal: null, message: null, problems: [], currentVersion: null };
    },
  }),
}));
