export { unpackFile } from './file-token.server';
export { ImportPage, importMetadata } from './import-page';
export { postImportRun } from './run.server';
