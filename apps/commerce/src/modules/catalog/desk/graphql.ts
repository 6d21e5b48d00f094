import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { CATALOG_TAG, productTag } from '#src/modules/storefront-cache/index.ts';
import {
  CatalogChoicesType,
  type CatalogProductChange,
  CatalogProductChangeType,
  CatalogProductFilterInput,
  CatalogProductInput,
  CatalogProductPageType,
  CatalogProductSortInput,
  CatalogProductType,
  id,
} from './graphql-types.ts';
import { PRODUCT_DESK_LIMITS as L } from './problems.ts';
import { catalogChoices, deskProduct } from './product-detail.ts';
import type { ProductInput } from './product-input.ts';
import { listDeskProducts, readProductCursor } from './product-list.ts';
import { type DeskResult, type ProductChanged, saveProduct, setProductPublished } from './product-write.ts';

const languageCode = z.enum(['sv', 'en']).nullish();
const languageOf = (ctx: AdminContext, asked: string | null | undefined) =>
  asked ?? ctx.staff?.languageCode ?? 'sv';

/**
 * After a change has committed: every instance's lists learn of it, and the storefronts' cached
 * catalog pages expire (`catalog`, which every catalog read carries, and the product's own tags),
 * so that the shop shows it from its next request (ADR 73). Then the product as it now is, in the
 * language asked for.
 */
async function answerOf(
  ctx: AdminContext,
  result: DeskResult<ProductChanged>,
  asked: string | null | undefined,
): Promise<CatalogProductChange> {
  if (!result.ok) {
    return { product: null, refusal: result.refusal, message: result.message, problems: result.problems };
  }
  const { id, aliases, changed } = result.value;
  if (changed) {
    await ctx.productsChanged([id]);
    await ctx.invalidateStorefronts([CATALOG_TAG, ...aliases.map(productTag)]);
  }
  return {
    product: await deskProduct(ctx.db, id, languageOf(ctx, asked)),
    refusal: null,
    message: null,
    problems: [],
  };
}

/** A product made (no id) or changed from the form's input, by the member now. */
const savedBy = (ctx: AdminContext, productId: number | null, input: ProductInput) => ({
  id: productId,
  input,
  actor: ctx.actor,
  now: new Date(ctx.now()),
});

adminBuilder.queryFields((t) => ({
  products: t.field({
    type: CatalogProductPageType,
    description: `The catalog desk's list: searched (words of the Swedish name, or part of an article number), filtered by category (with those below it), brand and published, sorted (by default the newest first), ${L.pageDefault} a page unless asked (at most ${L.pageMax})`,
    authScopes: { permission: 'catalog.read' },
    args: {
      filter: t.arg({ type: CatalogProductFilterInput }),
      sort: t.arg({ type: CatalogProductSortInput }),
      first: t.arg.int({ validate: z.number().int().min(1).max(L.pageMax).nullish() }),
      after: t.arg.string({
        description: "The previous page's endCursor",
        validate: z.string().max(1000).nullish(),
      }),
      languageCode: t.arg.string({
        description: "Category names in sv or en; by default the member's",
        validate: languageCode,
      }),
    },
    resolve: (_root, args, ctx) => {
      const sort = args.sort ?? { field: 'CREATED' as const, descending: true };
      if (args.after && !readProductCursor(sort.field, args.after)) {
        throw new GraphQLError('after: not a cursor of this list and sort', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      return listDeskProducts(ctx.db, {
        filter: args.filter ?? {},
        sort,
        first: args.first ?? L.pageDefault,
        after: args.after ?? null,
        languageCode: languageOf(ctx, args.languageCode),
      });
    },
  }),
  product: t.field({
    type: CatalogProductType,
    nullable: true,
    description:
      'A product with its five languages’ texts side by side, brand, category, prices, SKUs and what stands in the way of publishing it; null for an unknown id',
    authScopes: { permission: 'catalog.read' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      languageCode: t.arg.string({ validate: languageCode }),
    },
    resolve: (_root, args, ctx) => deskProduct(ctx.db, args.id, languageOf(ctx, args.languageCode)),
  }),
  catalogChoices: t.field({
    type: CatalogChoicesType,
    description: 'The brands and categories a product is given, names in sv or en',
    authScopes: { permission: 'catalog.read' },
    args: { languageCode: t.arg.string({ validate: languageCode }) },
    resolve: (_root, args, ctx) => catalogChoices(ctx.db, languageOf(ctx, args.languageCode)),
  }),
}));

adminBuilder.mutationFields((t) => {
  /** Publishes or unpublishes a product: both take its id and answer it as it now is. */
  const publishing = (published: boolean, description: string) =>
    t.field({
      type: CatalogProductChangeType,
      description,
      authScopes: { permission: 'catalog.write' },
      args: {
        id: t.arg.int({ required: true, validate: id }),
        languageCode: t.arg.string({ validate: languageCode }),
      },
      resolve: async (_root, args, ctx) =>
        answerOf(
          ctx,
          await setProductPublished(ctx.db, { id: args.id, published, actor: ctx.actor }),
          args.languageCode,
        ),
    });
  return {
    createProduct: t.field({
      type: CatalogProductChangeType,
      description:
        'Makes a product, unpublished, with its texts in each language (a language left empty shows the Swedish texts), brand and category, and its audit row, in one transaction. The Swedish alias is made from the Swedish name unless given. Refused: INVALID_PRODUCT with each problem beside its field and language.',
      authScopes: { permission: 'catalog.write' },
      args: {
        input: t.arg({ type: CatalogProductInput, required: true }),
        languageCode: t.arg.string({ validate: languageCode }),
      },
      resolve: async (_root, args, ctx) =>
        answerOf(ctx, await saveProduct(ctx.db, savedBy(ctx, null, args.input)), args.languageCode),
    }),
    updateProduct: t.field({
      type: CatalogProductChangeType,
      description:
        "Changes a product's article number, brand, category and texts in each language, with its audit row, in one transaction; the shop shows it from its next request. An alias it no longer has keeps leading to it (the shop redirects). A published product keeps its Swedish name. Refused: PRODUCT_NOT_FOUND, INVALID_PRODUCT with each problem beside its field and language.",
      authScopes: { permission: 'catalog.write' },
      args: {
        id: t.arg.int({ required: true, validate: id }),
        input: t.arg({ type: CatalogProductInput, required: true }),
        languageCode: t.arg.string({ validate: languageCode }),
      },
      resolve: async (_root, args, ctx) =>
        answerOf(ctx, await saveProduct(ctx.db, savedBy(ctx, args.id, args.input)), args.languageCode),
    }),
    publishProduct: publishing(
      true,
      'Shows the product in the shop (its page, lists, search, sitemap, carts), with its audit row. Refused without a Swedish name or a price in some market: INVALID_PRODUCT, each missing fact beside its field; PRODUCT_NOT_FOUND.',
    ),
    unpublishProduct: publishing(
      false,
      'Takes the product out of the shop: its page answers none, no list, search or sitemap shows it and no cart takes it; carts holding it keep their line. With its audit row. Refused: PRODUCT_NOT_FOUND.',
    ),
  };
});
