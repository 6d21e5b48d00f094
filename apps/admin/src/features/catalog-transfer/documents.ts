import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const CatalogTransferQuery = graphql(`
  query CatalogTransfer {
    catalogTransfer {
      maxBytes
      maxRows
      sheets { sheet columns { name required written } }
      markets { alias currency }
    }
  }
`);

export const CheckCatalogImportMutation = graphql(`
  mutation CheckCatalogImport($file: File) {
    checkCatalogImport(file: $file) {
      fileType
      rows
      createdCount
      changedCount
      unchangedCount
      refusedCount
      listedMax
      fingerprint
      ready
      sheets { sheet rows created changed unchanged refused }
      created { sheet row articleNumber market fields { field old new } }
      changed { sheet row articleNumber market fields { field old new } }
      refused { sheet row articleNumber column problem value expected }
    }
  }
`);

export type ImportReport = ResultOf<typeof CheckCatalogImportMutation>['checkCatalogImport'];
export type ImportRow = ImportReport['changed'][number];
export type ImportRefusal = ImportReport['refused'][number];
