import { CATALOG_DESK } from '../catalog-desk-client.ts';
import type { PermissionRow } from './matrix.ts';

/**
 * The catalog desk's rows of the permission matrix. Changes name a product that does not exist,
 * or give a brand and category that do not, so a role allowed through meets PRODUCT_NOT_FOUND or
 * INVALID_PRODUCT and nothing changes, while a refused role meets FORBIDDEN first.
 */
const NONE = 2_000_000_000;
const input = {
  articleNumber: 'MATRIX-1',
  brandId: NONE,
  categoryId: NONE,
  texts: [{ languageCode: 'sv', name: 'Matrisprodukt' }],
};

export const rows: PermissionRow[] = [
  {
    operation: 'products',
    document: CATALOG_DESK.products,
    variables: { first: 1 },
    allowed: 'catalog.read',
  },
  { operation: 'product', document: CATALOG_DESK.product, variables: { id: NONE }, allowed: 'catalog.read' },
  { operation: 'catalogChoices', document: CATALOG_DESK.choices, variables: {}, allowed: 'catalog.read' },
  {
    operation: 'createProduct',
    document: CATALOG_DESK.create,
    variables: { input },
    allowed: 'catalog.write',
  },
  {
    operation: 'updateProduct',
    document: CATALOG_DESK.update,
    variables: { id: NONE, input },
    allowed: 'catalog.write',
  },
  {
    operation: 'publishProduct',
    document: CATALOG_DESK.publish,
    variables: { id: NONE },
    allowed: 'catalog.write',
  },
  {
    operation: 'unpublishProduct',
    document: CATALOG_DESK.unpublish,
    variables: { id: NONE },
    allowed: 'catalog.write',
  },
];
