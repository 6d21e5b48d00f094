import { z } from 'zod';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { CustomerTypeEnum } from '#src/graphql/customer-type.ts';
import { INPUT_LIMITS, list, optionalText, text } from '#src/graphql/input.ts';
import { AlternateUrlType, MetadataType } from '#src/modules/catalog/graphql/index.ts';
import { localized } from '#src/modules/channels/index.ts';
import { PRODUCT_IMAGE_SIZE } from '#src/modules/media/index.ts';
import {
  type ContentPage,
  contentPageAddresses,
  contentPagePath,
  findContentPage,
  listContentPages,
} from './content-pages.ts';
import { loadWidgetArea, type Widget, type WidgetArea, type WidgetContainer } from './widget-areas.ts';

const ImageSizeType = builder
  .objectRef<{ width: number; height: number }>('PageWidgetImageSizeType')
  .implement({
    fields: (t) => ({
      imageWidth: t.exposeInt('width'),
      imageHeight: t.exposeInt('height'),
      imageRatio: t.float({ resolve: (size) => size.width / size.height }),
    }),
  });

/** Widget images are product images: every one is drawn in a single size. */
const PRODUCT_IMAGE = { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };

const ImageType = builder.objectRef<string>('PageWidgetImageType').implement({
  fields: (t) => ({
    fileName: t.string({
      description: 'Served by this API at /images/products/{fileName}',
      resolve: (f) => f,
    }),
    largestSize: t.field({ type: ImageSizeType, resolve: () => PRODUCT_IMAGE }),
    sizes: t.field({ type: [ImageSizeType], resolve: () => [PRODUCT_IMAGE] }),
  }),
});

const WidgetType = builder.objectRef<Widget>('PageWidgetType').implement({
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The kind of widget: hero, text, product-carousel, ...' }),
    configuration: t.exposeString('configuration', {
      description: "The widget's settings as JSON, texts in the request's language",
    }),
    images: t.field({ type: [ImageType], resolve: (w) => w.images }),
  }),
});

const ContainerType = builder.objectRef<WidgetContainer>('PageWidgetContainerType').implement({
  fields: (t) => ({
    layout: t.exposeString('layout', { description: 'full, half or third' }),
    design: t.exposeString('design'),
    widgets: t.field({ type: [WidgetType], resolve: (c) => c.widgets }),
  }),
});

const WidgetAreaType = builder.objectRef<WidgetArea>('PageWidgetCollectionType').implement({
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

const DISPLAY_SETTINGS = ['mobile', 'desktop'] as const;

const FilterType = builder.inputType('PageWidgetCollectionFilterInputType', {
  fields: (t) => ({
    key: t.string({ required: false, validate: optionalText(INPUT_LIMITS.nameMax) }),
    value: t.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
  }),
});

const ContentPageType = builder
  .objectRef<ContentPage & { languageCode: string }>('ContentPageType')
  .implement({
    description:
      'A page of text and widgets at /{alias}; its widgets are the Content area named by its alias.',
    fields: (t) => ({
      alias: t.string({
        description: "The page's alias, the same in every language: what widgetArea and contentPage take",
        resolve: (p) => p.row.alias,
      }),
      canonicalUrl: t.string({
        description: "The page's address in the request's language (ADR 71)",
        resolve: (p) => contentPagePath(p, p.languageCode),
      }),
      alternates: t.field({
        type: [AlternateUrlType],
        description: "The page's address in each of the shop's languages",
        resolve: (p) => contentPageAddresses(p),
      }),
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

/** Drafts are the merchant's until published: a storefront's key is public, so only staff preview. */
const previewAllowed = (ctx: RequestContext, preview: boolean | null | undefined) =>
  Boolean(preview) && ctx.apiKeyScope === 'staff';

builder.queryFields((t) => ({
  widgetArea: t.field({
    type: WidgetAreaType,
    nullable: true,
    description:
      'The widgets of an area (family Frontpage, Product, Productlist or Content) in containers; ' +
      'null when no family and area are named, or for a content page that does not exist or is unpublished outside preview. preview: true shows drafts only to the staff key; any other key gets the published content.',
    args: {
      ...scopeArgs,
      family: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.nameMax) }),
      areaName: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.nameMax) }),
      alias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      displaySetting: t.arg.string({
        required: false,
        description: 'mobile or desktop',
        validate: z.enum(DISPLAY_SETTINGS, { error: 'mobile or desktop' }).nullish(),
      }),
      filters: t.arg({
        type: [FilterType],
        required: { list: false, items: false },
        validate: list(z.unknown(), WIDGET_FILTERS_MAX),
      }),
      preview: t.arg.boolean({ required: false }),
      customerType: t.arg({ type: CustomerTypeEnum, required: false }),
      url: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.urlMax) }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const { family, areaName } = args;
      if (!family || !areaName) return null;
      const filters = (args.filters ?? []).flatMap((f) =>
        f?.key && f.value ? [{ key: f.key, value: f.value }] : [],
      );
      const preview = previewAllowed(ctx, args.preview);
      return loadWidgetArea(ctx.db, { ...args, family, areaName, filters, preview }, scope.language.code);
    },
  }),
  contentPage: t.field({
    type: ContentPageType,
    nullable: true,
    description:
      "A content page by its alias in any language, or one it had before (canonicalUrl names the address in the request's language); null when unknown, or unpublished outside preview. preview: true shows an unpublished page only to the staff key; any other key gets null for it.",
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }),
      preview: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const { code } = scope.language;
      const page = await findContentPage(ctx.db, args.alias, previewAllowed(ctx, args.preview), code);
      return page ? { ...page, languageCode: code } : null;
    },
  }),
  contentPages: t.field({
    type: [ContentPageType],
    description: 'Every published content page',
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      return (await listContentPages(ctx.db)).map((page) => ({ ...page, languageCode: scope.language.code }));
    },
  }),
}));
