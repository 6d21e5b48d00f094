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
  type MayPreview,
  NO_PREVIEW,
} from './content-pages.ts';
import { previewTokenPage } from './preview-token.ts';
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
      published: t.boolean({
        description: 'Shown to shoppers; false for an unpublished page or a draft shown in preview',
        resolve: (p) => p.row.published,
      }),
      dateUpdated: t.string({ resolve: (p) => p.row.updatedAt.toISOString() }),
    }),
  });

/**
 * Drafts are the merchant's until published: a storefront's key is public, so only the staff key
 * previews every page, and a preview link from the desk (its token, ADR 78) the one page it names.
 */
async function previewOf(
  ctx: RequestContext,
  preview: boolean | null | undefined,
  token: string | null | undefined,
): Promise<MayPreview> {
  if (!preview) return NO_PREVIEW;
  if (ctx.apiKeyScope === 'staff') return () => true;
  const opened = token ? await previewTokenPage(ctx.db, token, Date.now()) : null;
  return opened === null ? NO_PREVIEW : (pageId) => pageId === opened;
}

const PREVIEW_TOKEN_MAX = 200;
const PREVIEW_TOKEN_DESCRIPTION =
  'With preview: true, the token of a preview link from the back office: the page it names shows its draft, and an unpublished page shows at all (ADR 78)';

builder.queryFields((t) => ({
  widgetArea: t.field({
    type: WidgetAreaType,
    nullable: true,
    description:
      'The widgets of an area (family Frontpage, Product, Productlist or Content) in containers; ' +
      'null when no family and area are named, or for a content page that does not exist or is unpublished outside preview. ' +
      "preview: true shows drafts only to the staff key, or a content page's draft to a preview link's token for it; anyone else gets the published content.",
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
      previewToken: t.arg.string({
        required: false,
        description: PREVIEW_TOKEN_DESCRIPTION,
        validate: optionalText(PREVIEW_TOKEN_MAX),
      }),
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
      const mayPreview = await previewOf(ctx, args.preview, args.previewToken);
      const preview = ctx.apiKeyScope === 'staff' && Boolean(args.preview);
      return loadWidgetArea(
        ctx.db,
        { ...args, family, areaName, filters, preview, mayPreview },
        scope.language.code,
      );
    },
  }),
  contentPage: t.field({
    type: ContentPageType,
    nullable: true,
    description:
      "A content page by its alias in any language, or one it had before (canonicalUrl names the address in the request's language); null when unknown, or unpublished outside preview. preview: true shows an unpublished page, or the draft saved since the published version, only to the staff key or with a preview link's token for the page; anyone else gets the published page or null.",
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }),
      preview: t.arg.boolean({ required: false }),
      previewToken: t.arg.string({
        required: false,
        description: PREVIEW_TOKEN_DESCRIPTION,
        validate: optionalText(PREVIEW_TOKEN_MAX),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const { code } = scope.language;
      const mayPreview = await previewOf(ctx, args.preview, args.previewToken);
      const page = await findContentPage(ctx.db, args.alias, mayPreview, code);
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
