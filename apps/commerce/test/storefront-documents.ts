import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, Kind, type OperationDefinitionNode, print } from 'graphql';

const storefrontSrc = fileURLToPath(new URL('../../storefront/src/', import.meta.url));
const DOCUMENT_CALL = /\bgraphql\(\s*`/g;

export interface StorefrontOperation {
  name: string;
  kind: OperationDefinitionNode['operation'];
  /** The text the storefront sends: the operation with its fragments, as gql.tada prints it. */
  text: string;
  /** Variables whose type is non-null. */
  requiredVariables: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

/**
 * Every GraphQL operation the storefront can send, found in the files that write a gql.tada
 * `graphql(` document. Fails when a file writes a document it does not export, so that no
 * operation escapes the limits test.
 */
export async function storefrontOperations(): Promise<StorefrontOperation[]> {
  const operations: StorefrontOperation[] = [];
  for (const file of sourceFiles(storefrontSrc)) {
    const written = readFileSync(file, 'utf8').match(DOCUMENT_CALL)?.length ?? 0;
    if (written === 0) continue;
    const documents = Object.values(await import(file)).filter(isDocument);
    if (documents.length !== written) {
      throw new Error(
        `${relative(storefrontSrc, file)} writes ${written} documents and exports ${documents.length}`,
      );
    }
    for (const document of documents) {
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (!operation?.name) continue;
      operations.push({
        name: operation.name.value,
        kind: operation.operation,
        text: print(document),
        requiredVariables: (operation.variableDefinitions ?? [])
          .filter((v) => v.type.kind === Kind.NON_NULL_TYPE)
          .map((v) => v.variable.name.value),
      });
    }
  }
  return operations;
}
