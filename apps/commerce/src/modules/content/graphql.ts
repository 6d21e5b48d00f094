import { z } from 'zod';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, list, optionalText, text } from '#src/graphql/input.ts';
import { MetadataType } from '#src/modules/catalog/graphql/index.ts';
import { localized } from '#src/modules/channels/index.ts';
import { type ContentPageRow, contentPagePath, findContentPage, listContentPages } from './content-pages.ts';
import { loadWidgetArea, type Widget, type WidgetArea, type WidgetContainer } from './widget-areas.ts';

const WidgetType = builder.objectRef<Widget>('WidgetType').implement({
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The kind of widget: hero, text, product-carousel, ...' }),
    configuration: t.exposeString('configuration', {
      description: "The widget's settings as JSON, texts in the request's language",
    }),
    images: t.exposeStringList('images', { description: 'Image file names, served by this API' }),
  }),
});

const ContainerType = builder.objectRef<WidgetContainer>('ContainerType').implement({
  fields: (t) => ({
    layout: t.exposeString('layout', { description: 'full, half or third' }),
    design: t.exposeString('design'),
    widgets: t.field({ type: [WidgetType], resolve: (c) => c.widgets }),
  }),
});

const WidgetAreaType = builder.objectRef<WidgetArea>('WidgetAreaType').implement({
  fields: (t) => ({
    meta: t.field({
      type: MetadataType,
      nullable: true,
      description: "The content page's title and description; null for areas of other pages",
      resolve: (a) => a.meta,
    }),
    tags: t.exposeStringList('tags', { description: 'Cache tags of what the area shows' }),
    containers: t.field({ type: [ContainerType], resolve: (a) => a.containers }),
  }),
});

/** More filters than this name no widget area. */
const WIDGET_FILTERS_MAX = 20;

const DisplaySettingType = builder.enumType('DisplaySetting', { values: ['mobile', 'desktop'] as const });

const FilterType = builder.inputType('WidgetAreaFilterInputType', {
  fields: (t) => ({
    key: t.string({ required: true, validate: text(INPUT_LIMITS.nameMax) }),
    value: t.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }),
  }),
});

const ContentPageType = builder
  .objectRef<{ row: ContentPageRow; languageCode: string }>('ContentPageType')
  .implement({
    description:
      'A page of text and widgets at /{alias}; its widgets are the Content area named by its alias.',
    fields: (t) => ({
      alias: t.string({ resolve: (p) => p.row.alias }),
      canonicalUrl: t.string({ resolve: (p) => contentPagePath(p.row.alias) }),
      title: t.string({ resolve: (p) => localized(p.row.title, p.languageCode) }),
      meta: t.field({
        type: MetadataType,
        resolve: (p) => ({
          title: localized(p.row.title, p.languageCode),
          description: localized(p.row.metaDescription, p.languageCode),
        }),
      }),
      published: t.boolean({ resolve: (p) => p.row.published }),
      dateUpdated: t.string({ resolve: (p) => p.row.updatedAt.toISOString() }),
    }),
  });

builder.queryFields((t) => ({
  widgetArea: t.field({
    type: WidgetAreaType,
    nullable: true,
    description:
      'The widgets of an area (family Frontpage, Product, Productlist or Content) in containers; ' +
      'null for a content page that does not exist, or is unpublished outside preview.',
    args: {
      ...scopeArgs,
      family: t.arg.string({ required: true, validate: text(INPUT_LIMITS.nameMax) }),
      areaName: t.arg.string({ required: true, validate: text(INPUT_LIMITS.nameMax) }),
      alias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      displaySetting: t.arg({ type: DisplaySettingType, required: false }),
      filters: t.arg({
        type: [FilterType],
        required: false,
        validate: list(z.unknown(), WIDGET_FILTERS_MAX),
      }),
      preview: t.arg.boolean({ required: false }),
      customerType: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.nameMax) }),
      url: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.urlMax) }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      return loadWidgetArea(ctx.db, args, scope.language.code);
    },
  }),
  contentPage: t.field({
    type: ContentPageType,
    nullable: true,
    description: 'A content page by alias; null when unknown, or unpublished outside preview.',
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }),
      preview: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const row = await findContentPage(ctx.db, args.alias, Boolean(args.preview));
      return row ? { row, languageCode: scope.language.code } : null;
    },
  }),
  contentPages: t.field({
    type: [ContentPageType],
    description: 'Every published content page',
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      return (await listContentPages(ctx.db)).map((row) => ({ row, languageCode: scope.language.code }));
    },
  }),
}));
