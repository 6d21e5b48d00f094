/** The API answered with an HTTP status of 300 or above. */
export class ServerError extends Error {
  override name = 'ServerError';
  readonly statusCode: number;
  readonly body: string;
  constructor(statusCode: number, body: string) {
    super(`Response not successful: Received status code ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** The API's body was not valid JSON. */
export class ServerParseError extends Error {
  override name = 'ServerParseError';
  readonly statusCode: number;
  readonly body: string;
  constructor(statusCode: number, body: string, cause: unknown) {
    super(`JSON parse error: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** The API answered with neither data nor errors. */
export class MissingResponseError extends Error {
  override name = 'MissingResponseError';
  readonly operationName: string;
  constructor(operationName: string) {
    super(`Server response was missing for query '${operationName}'.`);
    this.operationName = operationName;
  }
}

export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/** The API answered with GraphQL errors; `codes` are the errors' `extensions.code`. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  readonly operationName: string;
  readonly errors: GraphQLErrorEntry[];
  readonly codes: string[];
  constructor(operationName: string, errors: GraphQLErrorEntry[]) {
    super(errors.map((e) => e.message).join('; ') || `GraphQL error in '${operationName}'`);
    this.operationName = operationName;
    this.errors = errors;
    this.codes = errors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
  }
}
