import { CATALOG_TRANSFER } from '../catalog-transfer-client.ts';
import type { PermissionRow } from './matrix.ts';

/**
 * The catalog import's rows of the permission matrix: the dry run is sent without a file, so a role
 * allowed through meets EMPTY_FILE and nothing is read, while a refused role meets FORBIDDEN first.
 * The files themselves (export and run) are HTTP: test/catalog-transfer.api.test.ts holds their rows.
 */
export const rows: PermissionRow[] = [
  { operation: 'catalogTransfer', document: CATALOG_TRANSFER.info, variables: {}, allowed: 'catalog.read' },
  {
    operation: 'checkCatalogImport',
    document: CATALOG_TRANSFER.check,
    variables: { file: null },
    allowed: 'catalog.write',
  },
];
