/**
 * What a failed read carries to the error page: Next drops an error's fields when a server render
 * fails, but keeps its own `digest`, so the page can show the status and the error (spec, section 8).
 */
export const errorDigest = (status: number, message: string) => `shop-error;${status};${message}`;

/** The API answered with an HTTP status of 300 or above. */
export class ServerError extends Error {
  override name = 'ServerError';
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`Response not successful: Received status code ${statusCode}`);
    this.digest = errorDigest(statusCode, this.message);
  }
  readonly digest: string;
}

/** The API's body was not valid JSON. */
export class ServerParseError extends Error {
  override name = 'ServerParseError';
  constructor(
    readonly statusCode: number,
    readonly body: string,
    cause: unknown,
  ) {
    super(`JSON parse error: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.digest = errorDigest(500, this.message);
  }
  readonly digest: string;
}

/** The API answered with neither data nor errors. */
export class MissingResponseError extends Error {
  override name = 'MissingResponseError';
  constructor(readonly operationName: string) {
    super(`Server response was missing for query '${operationName}'.`);
    this.digest = errorDigest(500, this.message);
  }
  readonly digest: string;
}

export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/** The API answered with GraphQL errors; `codes` are the errors' `extensions.code`. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  readonly codes: string[];
  constructor(
    readonly operationName: string,
    readonly errors: GraphQLErrorEntry[],
  ) {
    super(errors.map((e) => e.message).join('; ') || `GraphQL error in '${operationName}'`);
    this.codes = errors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
    this.digest = errorDigest(500, this.message);
  }
  readonly digest: string;
}
