import { builder, legacyApiKeyArgs, scopeArgs } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, optionalText } from '#src/graphql/input.ts';
import { findListPageInfo, type ListPageInfo } from '../list-page-info.ts';
import { MetadataType } from './metadata.ts';

const ListPageTypeEnum = builder.enumType('ListPageKind', {
  values: ['CATEGORY', 'BRAND', 'DISCOUNT_CAMPAIGN'] as const,
});

const SubCategoryType = builder
  .objectRef<ListPageInfo['subCategories'][number]>('SubCategoryType')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      alias: t.exposeString('alias'),
      canonicalUrl: t.exposeString('canonicalUrl'),
    }),
  });

const PageInfoType = builder.objectRef<ListPageInfo>('PageInfoType').implement({
  description: 'What a list page (category, brand, discount campaign) shows above its products.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    brandId: t.int({
      nullable: true,
      description: "The brand's id on a brand's page (as older platform documents read it), else null",
      resolve: (p) => (p.type === 'BRAND' ? p.id : null),
    }),
    type: t.field({ type: ListPageTypeEnum, resolve: (p) => p.type }),
    alias: t.exposeString('alias'),
    canonicalUrl: t.exposeString('canonicalUrl'),
    name: t.exposeString('name'),
    primaryDescription: t.exposeString('primaryDescription'),
    secondaryDescription: t.exposeString('secondaryDescription'),
    hideTitle: t.exposeBoolean('hideTitle'),
    hideDescription: t.exposeBoolean('hideDescription'),
    meta: t.field({ type: MetadataType, resolve: (p) => p.meta }),
    subCategories: t.field({ type: [SubCategoryType], resolve: (p) => p.subCategories }),
    primaryImage: t.string({
      nullable: true,
      description: 'No list page has an image of its own: always null, the platform’s empty value',
      resolve: () => null,
    }),
    logo: t.string({
      nullable: true,
      description: 'No brand has a logo file: always null, the platform’s empty value',
      resolve: () => null,
    }),
  }),
});

builder.queryFields((t) => ({
  listPageInfo: t.field({
    type: PageInfoType,
    nullable: true,
    description: 'The list page an alias or URL (/c/..., /b/..., /dc/...) names; null when none.',
    args: {
      ...scopeArgs,
      ...legacyApiKeyArgs,
      alias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      url: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.urlMax) }),
      brandAlias: t.arg.string({
        required: false,
        description: "A brand's alias: its page only (alias and url are then not read)",
        deprecationReason: 'Use alias or url',
        validate: optionalText(INPUT_LIMITS.aliasMax),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const wanted = args.brandAlias ? { alias: args.brandAlias, kind: 'BRAND' as const } : args;
      return findListPageInfo(ctx.db, ctx.loaders, scope.language.code, wanted);
    },
  }),
}));
