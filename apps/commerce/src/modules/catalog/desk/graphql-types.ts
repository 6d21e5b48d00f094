import { LANGUAGE_CODES } from '@shop/contract';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import { text } from '#src/graphql/input.ts';
import {
  CATALOG_DESK_REFUSALS,
  type CatalogDeskRefusal,
  PRODUCT_DESK_LIMITS as L,
  PRODUCT_FIELDS,
  PRODUCT_PROBLEM_CODES,
  type ProductProblem,
} from './problems.ts';
import type { DeskProduct, DeskProductText } from './product-detail.ts';
import { PRODUCT_SORT_FIELDS, type ProductListRow, type ProductPage } from './product-list.ts';

export const id = z.number().int().min(1, 'not an id').max(2_147_483_647, 'not an id');
// Long enough for any text the desk takes: its own checks say what is wrong beside the field.
const lenient = (max: number) =>
  z
    .string()
    .max(max * 2, `at most ${max} characters`)
    .nullish();

export const CatalogProductSortFieldEnum = adminBuilder.enumType('CatalogProductSortField', {
  description: 'NAME: the Swedish name, in lower case; CREATED: when the product was made',
  values: PRODUCT_SORT_FIELDS,
});

export const CatalogProductFilterInput = adminBuilder.inputType('CatalogProductFilter', {
  fields: (t) => ({
    search: t.string({
      description: `Words of the Swedish name, or a part of the product's or a SKU's article number (at most ${L.searchMax} characters)`,
      validate: text(L.searchMax).nullish(),
    }),
    categoryId: t.int({ description: 'The category, with every category below it', validate: id.nullish() }),
    brandId: t.int({ validate: id.nullish() }),
    published: t.boolean({ description: 'true: shown in the shop; false: drafts and unpublished products' }),
  }),
});

export const CatalogProductSortInput = adminBuilder.inputType('CatalogProductSort', {
  fields: (t) => ({
    field: t.field({ type: CatalogProductSortFieldEnum, required: true }),
    descending: t.boolean({ required: true }),
  }),
});

const CatalogProductRowType = adminBuilder.objectRef<ProductListRow>('CatalogProductRow').implement({
  description: "A line of the catalog desk's list",
  fields: (t) => ({
    id: t.exposeInt('id'),
    alias: t.exposeString('alias'),
    articleNumber: t.exposeString('articleNumber'),
    name: t.exposeString('name', { description: 'The Swedish name; empty for a draft without one' }),
    published: t.exposeBoolean('published'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    brandName: t.exposeString('brandName'),
    categoryName: t.exposeString('categoryName', { description: "In the desk's language" }),
  }),
});

export const CatalogProductPageType = adminBuilder.objectRef<ProductPage>('CatalogProductPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [CatalogProductRowType], resolve: (page) => page.rows }),
    totalCount: t.exposeInt('totalCount', { description: `How many match, counted up to ${L.countCap}` }),
    totalCountCapped: t.exposeBoolean('totalCountCapped', { description: 'More match than totalCount' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Null on the last page' }),
  }),
});

const CatalogProductFieldEnum = adminBuilder.enumType('CatalogProductField', {
  description: 'A field of the product form; the texts’ fields are per language',
  values: PRODUCT_FIELDS,
});

const CatalogProductProblemCodeEnum = adminBuilder.enumType('CatalogProductProblemCode', {
  description:
    'REQUIRED, TOO_LONG, INVALID (characters it cannot have), TAKEN (another product has it), UNKNOWN (no such brand or category), NO_PRICE (priced in no market)',
  values: PRODUCT_PROBLEM_CODES,
});

const CatalogProductProblemType = adminBuilder.objectRef<ProductProblem>('CatalogProductProblem').implement({
  description: 'What is wrong beside one field of the product form, and in which language',
  fields: (t) => ({
    field: t.field({ type: CatalogProductFieldEnum, resolve: (p) => p.field }),
    languageCode: t.exposeString('languageCode', {
      nullable: true,
      description: 'sv, da, en, fi or nb for a text; null for the product’s own fields',
    }),
    code: t.field({ type: CatalogProductProblemCodeEnum, resolve: (p) => p.code }),
    message: t.exposeString('message', { description: 'In English; the admin app shows its own words' }),
  }),
});

const CatalogProductTextType = adminBuilder.objectRef<DeskProductText>('CatalogProductText').implement({
  description: "A product's texts in one language",
  fields: (t) => ({
    languageCode: t.exposeString('languageCode'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { description: "The shop's texts.text1" }),
    shortText: t.exposeString('shortText', { description: 'The short selling text (texts.text2)' }),
    extraText: t.exposeString('extraText', { description: 'The extra text (texts.text3)' }),
    metaTitle: t.exposeString('metaTitle'),
    metaDescription: t.exposeString('metaDescription'),
    alias: t.exposeString('alias', {
      nullable: true,
      description: "The product's address in the language (/p/{alias}); null where it is the Swedish one",
    }),
    translated: t.exposeBoolean('translated', {
      description: 'False: left empty, and the shop shows the Swedish texts in this language',
    }),
  }),
});

type DeskPrice = DeskProduct['prices'][number];
const CatalogProductPriceType = adminBuilder.objectRef<DeskPrice>('CatalogProductPrice').implement({
  description: 'The selling price inc VAT in one market',
  fields: (t) => ({
    marketAlias: t.exposeString('marketAlias'),
    currencyCode: t.exposeString('currencyCode'),
    sellingPriceIncVat: t.field({ type: 'Decimal', resolve: (p) => p.sellingIncVat }),
    sellingPriceIncVatFormatted: t.exposeString('formatted'),
  }),
});

type DeskSku = DeskProduct['skus'][number];
const CatalogSkuType = adminBuilder.objectRef<DeskSku>('CatalogSku').implement({
  description: 'A SKU (a size, or the product itself) as it stands',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'The size; empty for a product without sizes' }),
    articleNumber: t.exposeString('articleNumber'),
    ean: t.exposeString('gtin'),
    inStock: t.exposeInt('inStock'),
  }),
});

const CatalogNamedType = adminBuilder
  .objectRef<{ id: number; name: string }>('CatalogBrand')
  .implement({ fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }) });

const CatalogCategoryType = adminBuilder
  .objectRef<{ id: number; name: string; path: string; depth?: number }>('CatalogCategory')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      path: t.exposeString('path', { description: 'The names from the top, joined by ›' }),
      depth: t.int({ description: '0 at the top', resolve: (c) => c.depth ?? 0 }),
    }),
  });

export const CatalogChoicesType = adminBuilder
  .objectRef<{
    brands: { id: number; name: string }[];
    categories: { id: number; name: string; path: string; depth: number }[];
  }>('CatalogChoices')
  .implement({
    description: 'What the product form picks from',
    fields: (t) => ({
      brands: t.field({ type: [CatalogNamedType], resolve: (c) => c.brands }),
      categories: t.field({
        type: [CatalogCategoryType],
        description: 'The tree in order, each below its parent',
        resolve: (c) => c.categories,
      }),
    }),
  });

export const CatalogProductType = adminBuilder.objectRef<DeskProduct>('CatalogProduct').implement({
  description: 'A product as the catalog desk edits it, its five languages side by side',
  fields: (t) => ({
    id: t.exposeInt('id'),
    alias: t.exposeString('alias', { description: 'Its own (Swedish) alias' }),
    articleNumber: t.exposeString('articleNumber'),
    published: t.exposeBoolean('published'),
    discontinued: t.exposeBoolean('discontinued'),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    brand: t.field({ type: CatalogNamedType, resolve: (p) => p.brand }),
    category: t.field({ type: CatalogCategoryType, resolve: (p) => p.category }),
    texts: t.field({ type: [CatalogProductTextType], description: 'Swedish first', resolve: (p) => p.texts }),
    formerAliases: t.exposeStringList('formerAliases', {
      description: 'Addresses it had: the shop sends them on to its address now',
    }),
    prices: t.field({ type: [CatalogProductPriceType], resolve: (p) => p.prices }),
    skus: t.field({ type: [CatalogSkuType], resolve: (p) => p.skus }),
    publishProblems: t.field({
      type: [CatalogProductProblemType],
      description: 'What stands in the way of publishing it: a Swedish name and a price are needed',
      resolve: (p) => p.publishProblems,
    }),
  }),
});

const CatalogDeskRefusalEnum = adminBuilder.enumType('CatalogDeskRefusal', {
  description: 'Why a change at the catalog desk was refused; nothing was changed',
  values: CATALOG_DESK_REFUSALS,
});

export interface CatalogProductChange {
  product: DeskProduct | null;
  refusal: CatalogDeskRefusal | null;
  message: string | null;
  problems: readonly ProductProblem[];
}

export const CatalogProductChangeType = adminBuilder
  .objectRef<CatalogProductChange>('CatalogProductChange')
  .implement({
    description: 'The product after the change, or why it was refused (nothing changed)',
    fields: (t) => ({
      product: t.field({ type: CatalogProductType, nullable: true, resolve: (c) => c.product }),
      refusal: t.field({ type: CatalogDeskRefusalEnum, nullable: true, resolve: (c) => c.refusal }),
      message: t.exposeString('message', { nullable: true }),
      problems: t.field({
        type: [CatalogProductProblemType],
        description: 'Each problem beside its field and language (INVALID_PRODUCT)',
        resolve: (c) => [...c.problems],
      }),
    }),
  });

export const CatalogProductTextInput = adminBuilder.inputType('CatalogProductTextInput', {
  description: 'A language’s texts; a language left empty shows the Swedish texts in the shop',
  fields: (t) => ({
    languageCode: t.string({
      required: true,
      description: 'sv, da, en, fi or nb',
      validate: z.enum(LANGUAGE_CODES),
    }),
    name: t.string({ validate: lenient(L.name) }),
    description: t.string({ validate: lenient(L.text) }),
    shortText: t.string({ validate: lenient(L.text) }),
    extraText: t.string({ validate: lenient(L.text) }),
    metaTitle: t.string({ validate: lenient(L.metaTitle) }),
    metaDescription: t.string({ validate: lenient(L.metaDescription) }),
    alias: t.string({
      validate: lenient(L.alias),
      description:
        'The address in the language; empty: the Swedish one (for Swedish: made from the name). A changed alias keeps leading to the product.',
    }),
  }),
});

export const CatalogProductInput = adminBuilder.inputType('CatalogProductInput', {
  fields: (t) => ({
    articleNumber: t.string({ required: true, validate: z.string().max(L.articleNumber * 2) }),
    brandId: t.int({ required: true, validate: id }),
    categoryId: t.int({ required: true, validate: id }),
    texts: t.field({
      type: [CatalogProductTextInput],
      required: true,
      description: 'One per language; a language not given is left empty',
      validate: z.array(z.unknown()).max(LANGUAGE_CODES.length * 2),
    }),
  }),
});
