export { unpackFile } from './file-token.server';
export { ImportPage, importMetadata } from './import-page';
export { MAX_FILE_BYTES, postImportRun } from './run.server';
