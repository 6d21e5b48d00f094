import { LANGUAGE_CODES, PRODUCT_PHOTO_WIDTHS } from '@shop/contract';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { PRODUCT_PHOTO_TYPES } from '#src/db/schema.ts';
import { type PhotoStore, PRODUCT_PHOTO_LIMITS } from '#src/modules/media/index.ts';
import { CatalogProductType, id } from '../graphql-types.ts';
import {
  type DeskImage,
  deleteImage,
  deskImages,
  type ImageResult,
  type ImagesChanged,
  reorderImages,
  setImageAlt,
  showImageChange,
} from './images.ts';
import {
  type AltProblem,
  PRODUCT_IMAGE_LIMITS as L,
  PRODUCT_IMAGE_REFUSALS,
  type ProductImageRefusal,
} from './refusals.ts';

declare module '#src/admin/context.ts' {
  interface AdminContext {
    /** Where product photos' files are kept (ADR 79). */
    photoStore: PhotoStore;
  }
}

const CatalogImageAltType = adminBuilder
  .objectRef<{ languageCode: string; text: string }>('CatalogImageAlt')
  .implement({
    description: "An image's alt text in one language",
    fields: (t) => ({ languageCode: t.exposeString('languageCode'), text: t.exposeString('text') }),
  });

export const CatalogProductImageType = adminBuilder.objectRef<DeskImage>('CatalogProductImage').implement({
  description: 'A photo staff uploaded for a product, as the shop shows it (ADR 79)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    position: t.exposeInt('position', { description: '0 first: the image lists and cards show' }),
    fileName: t.exposeString('fileName', {
      description: `At /images/products/{fileName} of the API and the shop: its widest copy; \`-{width}\` before \`.webp\` for another (${PRODUCT_PHOTO_WIDTHS.join(', ')})`,
    }),
    contentType: t.exposeString('contentType', { description: 'The original as uploaded' }),
    sizeBytes: t.exposeInt('sizeBytes', { description: 'The original as uploaded' }),
    width: t.exposeInt('width', { description: 'Pixels of the original, turned as the camera held it' }),
    height: t.exposeInt('height'),
    alt: t.field({
      type: [CatalogImageAltType],
      description: 'Each of the five languages; empty where none is given (the shop reads the Swedish there)',
      resolve: (image) =>
        LANGUAGE_CODES.map((languageCode) => ({ languageCode, text: image.alt[languageCode] ?? '' })),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (image) => image.createdAt }),
  }),
});

adminBuilder.objectField(CatalogProductType, 'images', (t) =>
  t.field({
    type: [CatalogProductImageType],
    description: 'Photos staff uploaded, in the shop’s order; none: the shop shows its generated drawings',
    resolve: (product, _args, ctx) => deskImages(ctx.db, product.id),
  }),
);

const ImageLimitsType = adminBuilder.objectRef<Record<string, never>>('ProductImageLimits').implement({
  description: 'What a product photo may be, for the forms to say',
  fields: (t) => ({
    maxBytes: t.int({ resolve: () => PRODUCT_PHOTO_LIMITS.maxBytes }),
    maxPixels: t.int({ description: 'Width times height', resolve: () => PRODUCT_PHOTO_LIMITS.maxPixels }),
    perProduct: t.int({ resolve: () => L.perProduct }),
    altTextMax: t.int({ description: 'Characters per language', resolve: () => L.altText }),
    types: t.stringList({ resolve: () => [...PRODUCT_PHOTO_TYPES] }),
    widths: t.intList({
      description: 'The WebP copies made at upload',
      resolve: () => [...PRODUCT_PHOTO_WIDTHS],
    }),
  }),
});

const RefusalEnum = adminBuilder.enumType('CatalogImageRefusal', {
  description: 'Why a change to a product’s images was refused; nothing was changed',
  values: PRODUCT_IMAGE_REFUSALS,
});

const AltProblemCodeEnum = adminBuilder.enumType('CatalogImageAltProblemCode', {
  values: ['TOO_LONG', 'INVALID'] as const,
});

const AltProblemType = adminBuilder.objectRef<AltProblem>('CatalogImageAltProblem').implement({
  description: 'What is wrong with an alt text, beside its language',
  fields: (t) => ({
    languageCode: t.exposeString('languageCode'),
    code: t.field({ type: AltProblemCodeEnum, resolve: (p) => p.code }),
    message: t.exposeString('message', { description: 'In English; the admin app shows its own words' }),
  }),
});

interface ImagesChange {
  images: DeskImage[] | null;
  refusal: ProductImageRefusal | null;
  message: string | null;
  problems: readonly AltProblem[];
}

const ImagesChangeType = adminBuilder.objectRef<ImagesChange>('CatalogProductImagesChange').implement({
  description: 'The product’s images after the change, or why it was refused (nothing changed)',
  fields: (t) => ({
    images: t.field({ type: [CatalogProductImageType], nullable: true, resolve: (c) => c.images }),
    refusal: t.field({ type: RefusalEnum, nullable: true, resolve: (c) => c.refusal }),
    message: t.exposeString('message', { nullable: true }),
    problems: t.field({
      type: [AltProblemType],
      description: 'Each alt text’s problem beside its language (INVALID_ALT)',
      resolve: (c) => [...c.problems],
    }),
  }),
});

const AltInput = adminBuilder.inputType('CatalogImageAltInput', {
  fields: (t) => ({
    languageCode: t.string({
      required: true,
      description: 'sv, da, en, fi or nb',
      validate: z.enum(LANGUAGE_CODES),
    }),
    text: t.string({
      required: true,
      description: `At most ${L.altText} characters; empty: none in the language`,
      validate: z.string().max(L.altText * 4),
    }),
  }),
});

/** After a change has committed: the shop told (ADR 73's way), then the product's images as they now are. */
async function answerOf(
  ctx: AdminContext,
  productId: number,
  result: ImageResult<ImagesChanged>,
): Promise<ImagesChange> {
  if (!result.ok)
    return { images: null, refusal: result.refusal, message: result.message, problems: result.problems };
  await showImageChange(ctx, result.value);
  return { images: await deskImages(ctx.db, productId), refusal: null, message: null, problems: [] };
}

adminBuilder.queryFields((t) => ({
  productImageLimits: t.field({
    type: ImageLimitsType,
    description:
      'What a product photo may be; upload one as the body of POST /admin/catalog/products/{id}/images',
    authScopes: { permission: 'catalog.read' },
    resolve: () => ({}),
  }),
}));

adminBuilder.mutationFields((t) => ({
  setProductImageAlt: t.field({
    type: ImagesChangeType,
    description:
      "An image's alt text in the languages given (empty: none there, the shop reads the Swedish); the others keep theirs. With its audit row; the shop shows it from its next request. Refused: PRODUCT_NOT_FOUND, IMAGE_NOT_FOUND, INVALID_ALT beside each language.",
    authScopes: { permission: 'catalog.write' },
    args: {
      productId: t.arg.int({ required: true, validate: id }),
      imageId: t.arg.int({ required: true, validate: id }),
      texts: t.arg({
        type: [AltInput],
        required: true,
        validate: z.array(z.unknown()).max(LANGUAGE_CODES.length * 2),
      }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        args.productId,
        await setImageAlt(ctx.db, {
          productId: args.productId,
          imageId: args.imageId,
          texts: args.texts.map((text) => ({
            ...text,
            languageCode: text.languageCode as (typeof LANGUAGE_CODES)[number],
          })),
          actor: ctx.actor,
        }),
      ),
  }),
  reorderProductImages: t.field({
    type: ImagesChangeType,
    description:
      "The product's images in the order given, the first shown first; the list names each of its images once and no other. Of two orders sent at once, one is written whole, then the other. With its audit row. Refused: PRODUCT_NOT_FOUND, WRONG_IMAGE_LIST.",
    authScopes: { permission: 'catalog.write' },
    args: {
      productId: t.arg.int({ required: true, validate: id }),
      imageIds: t.arg.intList({ required: true, validate: z.array(id).max(100) }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        args.productId,
        await reorderImages(ctx.db, { productId: args.productId, imageIds: args.imageIds, actor: ctx.actor }),
      ),
  }),
  deleteProductImage: t.field({
    type: ImagesChangeType,
    description:
      'Takes an image off the product, the others closing up, with its audit row; its files go once that has committed. Refused: PRODUCT_NOT_FOUND, IMAGE_NOT_FOUND.',
    authScopes: { permission: 'catalog.write' },
    args: {
      productId: t.arg.int({ required: true, validate: id }),
      imageId: t.arg.int({ required: true, validate: id }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        args.productId,
        await deleteImage(ctx.db, ctx.photoStore, {
          productId: args.productId,
          imageId: args.imageId,
          actor: ctx.actor,
        }),
      ),
  }),
}));
