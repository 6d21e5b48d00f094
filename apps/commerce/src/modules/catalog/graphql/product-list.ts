import { builder } from '#src/graphql/builder.ts';
import type { Facet, FacetType, FacetValue } from '#src/modules/listing/index.ts';
import type { ProductList } from '../list-products.ts';
import { ProductType } from './product.ts';

const FilterValueType = builder.objectRef<FacetValue>('FilterValueType').implement({
  description: 'One value to filter by, with how many listed products have it.',
  fields: (t) => ({
    _id: t.exposeString('_id', { description: 'The id to put in filter.facets (and in the URL)' }),
    facetId: t.exposeString('facetId'),
    parentId: t.exposeString('parentId', { nullable: true }),
    label: t.exposeString('label'),
    url: t.exposeString('url', {
      nullable: true,
      description: "The value's list page (/c/..., /b/..., /dc/...); null for sizes, prices and parameters",
    }),
    order: t.exposeInt('order'),
    count: t.exposeInt('count', {
      description: "Listed products with this value when every other facet's selection applies",
    }),
    hidden: t.exposeBoolean('hidden'),
  }),
});

const FacetTypeEnum = builder.enumType('FacetType', {
  description: 'What a facet filters by',
  values: {
    Category: {},
    Brand: {},
    Sku: { description: 'Sizes' },
    Price: {},
    Discount: {},
    Parameter: { description: 'A product parameter; the facet label names it' },
  } satisfies Record<FacetType, object>,
});

const FilterType = builder.objectRef<Facet>('FilterType').implement({
  description: 'One facet of a list: what it filters by and its values.',
  fields: (t) => ({
    filterId: t.exposeString('filterId', {
      description: 'categories, brands, skus, price, discount or p-{parameterId}',
    }),
    group: t.exposeString('group'),
    label: t.exposeString('label'),
    type: t.field({ type: FacetTypeEnum, resolve: (f) => f.type }),
    values: t.field({ type: [FilterValueType], resolve: (f) => f.values }),
  }),
});

const FilterCollectionType = builder.objectRef<{ facets: Facet[] }>('FilterCollectionType').implement({
  fields: (t) => ({ facets: t.field({ type: [FilterType], resolve: (f) => f.facets }) }),
});

export const ProductsResultType = builder.objectRef<ProductList>('ProductsResultType').implement({
  fields: (t) => ({
    products: t.field({ type: [ProductType], resolve: (r) => r.products }),
    count: t.exposeInt('count', { description: 'All matching products, not only this page' }),
    filters: t.field({ type: FilterCollectionType, resolve: (r) => ({ facets: r.facets }) }),
  }),
});
