import { graphql, type ResultOf } from '@/lib/graphql/graphql';

/** What a product is given from: the brands, and the categories with their paths and depth. */
const Choices = graphql(`
  fragment CatalogChoicesFields on CatalogChoices @_unmask {
    brands {
      id
      name
    }
    categories {
      id
      name
      path
      depth
    }
  }
`);

/** A change's answer: the product's id, or the refusal with each problem by its field and language. */
const Change = graphql(`
  fragment CatalogProductChangeFields on CatalogProductChange @_unmask {
    product {
      id
    }
    refusal
    problems {
      field
      languageCode
      code
    }
  }
`);

export const ProductsQuery = graphql(
  `
  query DeskProducts(
    $filter: CatalogProductFilter
    $sort: CatalogProductSort
    $first: Int
    $after: String
    $languageCode: String
  ) {
    products(filter: $filter, sort: $sort, first: $first, after: $after, languageCode: $languageCode) {
      totalCount
      totalCountCapped
      hasNextPage
      endCursor
      nodes {
        id
        articleNumber
        name
        published
        createdAt
        brandName
        categoryName
      }
    }
    catalogChoices(languageCode: $languageCode) {
      ...CatalogChoicesFields
    }
    me {
      permissions
    }
  }
`,
  [Choices],
);

export type ProductRow = ResultOf<typeof ProductsQuery>['products']['nodes'][number];

export const ProductQuery = graphql(
  `
  query DeskProduct($id: Int!, $languageCode: String) {
    product(id: $id, languageCode: $languageCode) {
      id
      alias
      articleNumber
      published
      createdAt
      brand {
        id
        name
      }
      category {
        id
        path
      }
      texts {
        languageCode
        name
        description
        shortText
        extraText
        metaTitle
        metaDescription
        alias
        translated
      }
      formerAliases
      prices {
        marketAlias
        sellingPriceIncVatFormatted
      }
      skus {
        id
        name
        articleNumber
        ean
        inStock
      }
      publishProblems {
        field
        languageCode
        code
      }
    }
    catalogChoices(languageCode: $languageCode) {
      ...CatalogChoicesFields
    }
    me {
      permissions
    }
  }
`,
  [Choices],
);

export type DeskProduct = NonNullable<ResultOf<typeof ProductQuery>['product']>;

export const NewProductQuery = graphql(
  `
  query DeskNewProduct($languageCode: String) {
    catalogChoices(languageCode: $languageCode) {
      ...CatalogChoicesFields
    }
    me {
      permissions
    }
  }
`,
  [Choices],
);

export const CreateProductMutation = graphql(
  `
  mutation DeskCreateProduct($input: CatalogProductInput!) {
    createProduct(input: $input) {
      ...CatalogProductChangeFields
    }
  }
`,
  [Change],
);

export const UpdateProductMutation = graphql(
  `
  mutation DeskUpdateProduct($id: Int!, $input: CatalogProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...CatalogProductChangeFields
    }
  }
`,
  [Change],
);

export const PublishProductMutation = graphql(
  `
  mutation DeskPublishProduct($id: Int!) {
    publishProduct(id: $id) {
      ...CatalogProductChangeFields
    }
  }
`,
  [Change],
);

export const UnpublishProductMutation = graphql(
  `
  mutation DeskUnpublishProduct($id: Int!) {
    unpublishProduct(id: $id) {
      ...CatalogProductChangeFields
    }
  }
`,
  [Change],
);
