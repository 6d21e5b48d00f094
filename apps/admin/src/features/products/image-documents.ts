import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const ProductImagesQuery = graphql(`
  query DeskProductImages($id: Int!) {
    product(id: $id) {
      id
      images {
        id
        position
        fileName
        contentType
        sizeBytes
        width
        height
        alt {
          languageCode
          text
        }
      }
    }
    productImageLimits {
      maxBytes
      maxPixels
      perProduct
      altTextMax
    }
    me {
      permissions
    }
  }
`);

export type DeskImage = NonNullable<ResultOf<typeof ProductImagesQuery>['product']>['images'][number];

const ImageChangeFields = graphql(`
  fragment DeskImageChange on CatalogProductImagesChange @_unmask {
    images {
      id
    }
    refusal
    problems {
      languageCode
      code
    }
  }
`);

export const SetImageAltMutation = graphql(
  `
  mutation DeskSetImageAlt($productId: Int!, $imageId: Int!, $texts: [CatalogImageAltInput!]!) {
    setProductImageAlt(productId: $productId, imageId: $imageId, texts: $texts) {
      ...DeskImageChange
    }
  }
`,
  [ImageChangeFields],
);

export const ReorderImagesMutation = graphql(
  `
  mutation DeskReorderImages($productId: Int!, $imageIds: [Int!]!) {
    reorderProductImages(productId: $productId, imageIds: $imageIds) {
      ...DeskImageChange
    }
  }
`,
  [ImageChangeFields],
);

export const DeleteImageMutation = graphql(
  `
  mutation DeskDeleteImage($productId: Int!, $imageId: Int!) {
    deleteProductImage(productId: $productId, imageId: $imageId) {
      ...DeskImageChange
    }
  }
`,
  [ImageChangeFields],
);
