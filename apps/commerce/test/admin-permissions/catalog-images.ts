import { PRODUCT_IMAGES } from '../product-images-client.ts';
import type { PermissionRow } from './matrix.ts';

/**
 * The product images' rows of the permission matrix (ADR 79). Changes name a product that does
 * not exist, so a role allowed through meets PRODUCT_NOT_FOUND and nothing changes, while a refused
 * role meets FORBIDDEN first. The upload itself is HTTP: test/product-images.api.test.ts holds its row.
 */
const NONE = 2_000_000_000;

export const rows: PermissionRow[] = [
  {
    operation: 'productImageLimits',
    document: PRODUCT_IMAGES.limits,
    variables: {},
    allowed: 'catalog.read',
  },
  {
    operation: 'setProductImageAlt',
    document: PRODUCT_IMAGES.alt,
    variables: { productId: NONE, imageId: NONE, texts: [{ languageCode: 'sv', text: 'Matris' }] },
    allowed: 'catalog.write',
  },
  {
    operation: 'reorderProductImages',
    document: PRODUCT_IMAGES.reorder,
    variables: { productId: NONE, imageIds: [] },
    allowed: 'catalog.write',
  },
  {
    operation: 'deleteProductImage',
    document: PRODUCT_IMAGES.remove,
    variables: { productId: NONE, imageId: NONE },
    allowed: 'catalog.write',
  },
];
