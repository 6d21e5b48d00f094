import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The original storefront's operations as it sends them, written down in `platform-documents/`: one
 * folder per area, shared fragments in `fragments/` taken in by `#import "fragments/name.graphql"`
 * lines. Each `name.graphql` may have a `name.variables.json` (its `{{fixture}}` placeholders are
 * filled by the compatibility test) and a `name.headers.json` of request headers besides X-ApiKey.
 */
const FOLDER = new URL('./platform-documents/', import.meta.url).pathname;
const FRAGMENTS = 'fragments/';

export interface PlatformDocument {
  /** Its path without `.graphql`, e.g. `cart/get`. */
  name: string;
  /** The operation with the fragments it imports. */
  text: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

function readJsonIfAny<T>(file: string): T | Record<string, never> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** A document's text with the fragments its `#import` lines name, each once. */
function withImports(file: string, seen = new Set<string>()): string {
  seen.add(file);
  const text = readFileSync(join(FOLDER, file), 'utf8');
  const imported = [...text.matchAll(/^#import "(.+)"$/gm)]
    .map(([, path]) => path as string)
    .filter((path) => !seen.has(path))
    .map((path) => withImports(path, seen));
  return [text, ...imported].join('\n');
}

/** One document by its name, e.g. `cart/get`. */
export function platformDocument(name: string): PlatformDocument {
  const base = join(FOLDER, name);
  return {
    name,
    text: withImports(`${name}.graphql`),
    variables: readJsonIfAny<Record<string, unknown>>(`${base}.variables.json`),
    headers: readJsonIfAny<Record<string, string>>(`${base}.headers.json`),
  };
}

/** Every document, or those of one area (`cart`, `catalog`, ...), by name. */
export function platformDocuments(area?: string): PlatformDocument[] {
  return readdirSync(FOLDER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql') && !file.startsWith(FRAGMENTS))
    .filter((file) => area === undefined || file.startsWith(`${area}/`))
    .sort()
    .map((file) => platformDocument(file.replace(/\.graphql$/, '')));
}
