import { builder } from '#src/graphql/builder.ts';
import { localized } from '#src/modules/channels/index.ts';
import { brandPath, categoryPath, facetId, facetIndexOf, listedIn } from '#src/modules/listing/index.ts';
import type { CatalogLoaders } from '../loaders.ts';

type CategoryRow = Awaited<ReturnType<CatalogLoaders['categories']>>[number];
type BrandRow = NonNullable<Awaited<ReturnType<CatalogLoaders['brand']['load']>>>;

export const CategoryType = builder
  .objectRef<{ row: CategoryRow; all: readonly CategoryRow[]; languageCode: string; marketId: number }>(
    'CategoryType',
  )
  .implement({
    fields: (t) => ({
      categoryId: t.int({ resolve: (c) => c.row.id }),
      parentCategoryId: t.int({ nullable: true, resolve: (c) => c.row.parentId }),
      alias: t.string({ resolve: (c) => c.row.alias }),
      canonicalUrl: t.string({ resolve: (c) => categoryPath(c.row, c.all) }),
      name: t.string({ resolve: (c) => localized(c.row.name, c.languageCode) }),
      description: t.string({ resolve: (c) => localized(c.row.description, c.languageCode) }),
      order: t.int({ resolve: (c) => c.row.position }),
      activeProducts: t.int({
        description: "Products the category's list shows in the market, those of the categories below it too",
        resolve: async (c, _args, ctx) =>
          listedIn(await facetIndexOf(ctx.db), facetId.category(c.row.id), c.marketId),
      }),
    }),
  });

export const BrandType = builder.objectRef<{ row: BrandRow; languageCode: string }>('BrandType').implement({
  fields: (t) => ({
    brandId: t.int({ resolve: (b) => b.row.id }),
    alias: t.string({ resolve: (b) => b.row.alias }),
    canonicalUrl: t.string({ resolve: (b) => brandPath(b.row.alias) }),
    name: t.string({ resolve: (b) => b.row.name }),
    description: t.string({ resolve: (b) => localized(b.row.description, b.languageCode) }),
  }),
});
