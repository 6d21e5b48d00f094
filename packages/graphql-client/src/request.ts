import { type DocumentNode, Kind, print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import {
  type GraphQLErrorEntry,
  GraphQLRequestError,
  MissingResponseError,
  ServerError,
  ServerParseError,
} from './errors';

/** How one app reaches its GraphQL endpoint: where, with which headers, and fetch's options. */
export interface EndpointOptions {
  endpoint: string;
  /** Sent with every operation, e.g. an API key, `authorization: Bearer ...`, `x-request-id`. */
  headers?: Record<string, string>;
  /** Send the query's hash first and the full text only when the API asks (default true). */
  persistedQueries?: boolean;
  /** Passed to fetch, e.g. Next's `{ next: { revalidate, tags } }` or `{ cache: 'no-store' }`. */
  fetchOptions?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
}

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: GraphQLErrorEntry[];
}

const PERSISTED_QUERY_RETRY = new Set(['PersistedQueryNotFound', 'PersistedQueryNotSupported']);
const printed = new WeakMap<object, { query: string; hash?: Promise<string> }>();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function printOnce(document: DocumentNode) {
  let entry = printed.get(document);
  if (!entry) {
    entry = { query: print(document) };
    printed.set(document, entry);
  }
  return entry;
}

/** A file among the variables, and where it was (`variables.image`). */
type FilePart = [path: string, file: Blob];

/** The variables with each file (Blob) replaced by null, and the files with their paths. */
export function extractFiles(
  value: unknown,
  path = 'variables',
  files: FilePart[] = [],
): [unknown, FilePart[]] {
  if (value instanceof Blob) {
    files.push([path, value]);
    return [null, files];
  }
  if (Array.isArray(value))
    return [value.map((item, i) => extractFiles(item, `${path}.${i}`, files)[0]), files];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [
      key,
      extractFiles(item, `${path}.${key}`, files)[0],
    ]);
    return [Object.fromEntries(entries), files];
  }
  return [value, files];
}

/**
 * The request body: JSON, or with files a multipart form as the GraphQL multipart request spec has
 * it (`operations`, a `map` of file parts to variable paths, then the files).
 */
function requestBody(payload: Record<string, unknown>, files: readonly FilePart[]): string | FormData {
  if (files.length === 0) return JSON.stringify(payload);
  const form = new FormData();
  form.set('operations', JSON.stringify(payload));
  form.set('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  for (const [i, [, file]] of files.entries()) form.set(String(i), file);
  return form;
}

async function post<Data>(
  options: EndpointOptions,
  operationName: string,
  body: Record<string, unknown>,
  files: readonly FilePart[] = [],
): Promise<{ status: number; text: string; json?: GraphQLResponse<Data>; parseError?: unknown }> {
  const { fetchOptions, endpoint } = options;
  // A multipart body's type (with its boundary) is fetch's to set.
  const type: Record<string, string> = files.length > 0 ? {} : { 'content-type': 'application/json' };
  const response = await fetch(endpoint, {
    ...fetchOptions,
    method: 'POST',
    headers: {
      ...type,
      ...options.headers,
      ...(fetchOptions?.headers as Record<string, string> | undefined),
    },
    body: requestBody({ operationName, ...body }, files),
  });
  const text = await response.text();
  try {
    return { status: response.status, text, json: JSON.parse(text) as GraphQLResponse<Data> };
  } catch (parseError) {
    return { status: response.status, text, parseError };
  }
}

/**
 * Runs one typed operation against a GraphQL endpoint. A response counts only if it has data or
 * errors; anything else, and every error, is thrown as one of `errors.ts`'s classes.
 */
export async function requestOperation<Data, Variables>(
  options: EndpointOptions,
  document: TadaDocumentNode<Data, Variables>,
  variables: Record<string, unknown>,
): Promise<Data> {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operationName = operation?.name?.value ?? 'anonymous';
  const printedDocument = printOnce(document);
  const { query } = printedDocument;
  const [allVariables, files] = extractFiles(variables) as [Record<string, unknown>, FilePart[]];
  // Hashing needs a secure context (https or localhost); elsewhere, and with files, the full query is sent.
  const persisted =
    (options.persistedQueries ?? true) && files.length === 0 && globalThis.crypto?.subtle !== undefined;
  if (persisted) printedDocument.hash ??= sha256Hex(query);
  const extensions = persisted
    ? { persistedQuery: { version: 1, sha256Hash: await printedDocument.hash } }
    : undefined;

  let result = persisted
    ? await post<Data>(options, operationName, { variables: allVariables, extensions })
    : await post<Data>(options, operationName, { variables: allVariables, query }, files);
  if (persisted && result.json?.errors?.some((e) => PERSISTED_QUERY_RETRY.has(e.message))) {
    result = await post<Data>(options, operationName, { variables: allVariables, extensions, query });
  }

  if (result.status >= 300) throw new ServerError(result.status, result.text);
  if (!result.json) throw new ServerParseError(result.status, result.text, result.parseError);
  const { data, errors } = result.json;
  if (errors?.length) throw new GraphQLRequestError(operationName, errors);
  if (data === undefined || data === null) throw new MissingResponseError(operationName);
  return data;
}
