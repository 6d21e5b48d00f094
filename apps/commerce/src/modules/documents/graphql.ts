import DataLoader from 'dataloader';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { INPUT_LIMITS, optionalText, skip, take } from '#src/graphql/input.ts';
import { ProductType } from '#src/modules/catalog/graphql/index.ts';
import {
  DEFAULT_MANUALS_PAGE_SIZE,
  type DocumentRow,
  documentsOfProducts,
  documentUrl,
  listManuals,
  MAX_MANUALS_PAGE_SIZE,
  type ManualListing,
} from './documents.ts';

const documentLoaders = new WeakMap<RequestContext, Map<string, DataLoader<number, DocumentRow[]>>>();
/** The documents of the products a request reads, in one query per language. */
function documentLoader(ctx: RequestContext, languageCode: string) {
  let byLanguage = documentLoaders.get(ctx);
  if (!byLanguage) {
    byLanguage = new Map();
    documentLoaders.set(ctx, byLanguage);
  }
  let loader = byLanguage.get(languageCode);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await documentsOfProducts(ctx.db, ids, languageCode);
      return ids.map((id) => rows.filter((row) => row.productId === id));
    });
    byLanguage.set(languageCode, loader);
  }
  return loader;
}

const DocumentType = builder.objectRef<DocumentRow>('ProductDocumentType').implement({
  description: 'A document about a product (a manual), served as a PDF at `url`.',
  fields: (t) => ({
    documentId: t.exposeInt('id'),
    title: t.exposeString('title'),
    fileName: t.exposeString('fileName'),
    url: t.string({ description: '/documents/{fileName}', resolve: (d) => documentUrl(d.fileName) }),
    languageCode: t.exposeString('languageCode', { description: 'The language the document is written in' }),
  }),
});

const ManualType = builder.objectRef<ManualListing>('ManualType').implement({
  description: 'A manual with the product it belongs to.',
  fields: (t) => ({
    documentId: t.int({ resolve: (m) => m.document.id }),
    title: t.string({ resolve: (m) => m.document.title }),
    fileName: t.string({ resolve: (m) => m.document.fileName }),
    url: t.string({ resolve: (m) => documentUrl(m.document.fileName) }),
    languageCode: t.string({ resolve: (m) => m.document.languageCode }),
    productId: t.int({ resolve: (m) => m.document.productId }),
    productName: t.exposeString('productName'),
    alias: t.exposeString('productAlias', { description: "The product's alias" }),
    canonicalUrl: t.string({
      description: "The product page's address in the request's language",
      resolve: (m) => `/p/${m.productLanguageAlias}`,
    }),
    articleNumber: t.exposeString('articleNumber'),
    brandName: t.exposeString('brandName'),
  }),
});

const ManualsResultType = builder
  .objectRef<{ count: number; manuals: ManualListing[] }>('ManualsResultType')
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count', { description: 'All matching manuals, not only this page' }),
      manuals: t.field({ type: [ManualType], resolve: (r) => r.manuals }),
    }),
  });

builder.objectField(ProductType, 'documents', (t) =>
  t.field({
    type: [DocumentType],
    description: "The product's documents, those in the request's language first.",
    resolve: (p, _args, ctx) => documentLoader(ctx, p.scope.language.code).load(p.id),
  }),
);

builder.queryFields((t) => ({
  manuals: t.field({
    type: ManualsResultType,
    description:
      "Manuals in the request's language (English where a product has none in it), searchable by product name, brand, article number and title.",
    args: {
      ...scopeArgs,
      searchText: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.searchTextMax) }),
      skip: t.arg.int({ required: false, defaultValue: 0, validate: skip }),
      take: t.arg.int({
        required: false,
        defaultValue: DEFAULT_MANUALS_PAGE_SIZE,
        description: `At most ${MAX_MANUALS_PAGE_SIZE}`,
        validate: take(MAX_MANUALS_PAGE_SIZE),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      return listManuals(ctx.db, scope.language.code, {
        searchText: args.searchText,
        skip: args.skip ?? 0,
        take: args.take ?? DEFAULT_MANUALS_PAGE_SIZE,
      });
    },
  }),
}));
