import { GraphQLError, Kind } from 'graphql';
import { majorUnits, minorUnitsOf, minorUnitsOfLiteral } from './decimal.ts';
import { badUserInput } from './input-error.ts';

/** The Decimal scalar both schemas share: major units outside, integer minor units inside (ADR 2). */
export const decimalScalar = {
  description:
    'An amount of money in major units with at most two decimals (499.5 is 499,50 kr), as the platform gives it; read from a number or decimal text',
  serialize: majorUnits,
  parseValue: minorUnitsOf,
  parseLiteral: minorUnitsOfLiteral,
};

function dateTimeOf(value: unknown): Date {
  const date = typeof value === 'string' && value.length <= 40 ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime must be an ISO 8601 date and time, e.g. 2026-11-23T10:00:00Z', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date;
}

/** The DateTime scalar both schemas share. */
export const dateTimeScalar = {
  description: 'A moment in ISO 8601, e.g. 2026-11-23T10:00:00.000Z',
  serialize: (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: dateTimeOf,
  parseLiteral: (node: { kind: Kind; value?: unknown }) =>
    dateTimeOf(node.kind === Kind.STRING ? node.value : undefined),
};

/** A standard-schema issue as the API reports it: the path as plain keys. */
function issueOf(issue: { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }) {
  return {
    message: issue.message,
    path: (issue.path ?? []).map((key) => (typeof key === 'object' ? key.key : key)),
  };
}

/** The validation plugin's settings both schemas share: a refused argument is BAD_USER_INPUT. */
export const validationOptions = {
  validationError: (failure: { issues: readonly Parameters<typeof issueOf>[0][] }) =>
    badUserInput(failure.issues.map(issueOf)),
};

/** A file part of a multipart request, as Yoga hands it over (the GraphQL multipart request spec). */
export interface UploadedFile {
  name: string;
  size: number;
  /** What the browser said it is: never believed. */
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).size === 'number' &&
  typeof (value as UploadedFile).arrayBuffer === 'function';

const notAFile = () =>
  new GraphQLError('File must be a file part of a multipart request', {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/** The File scalar of both schemas. */
export const fileScalar = {
  description: 'A file sent as a part of a multipart request (GraphQL multipart request spec); input only',
  serialize: () => {
    throw new GraphQLError('File is input only');
  },
  parseValue: (value: unknown) => {
    if (!isUploadedFile(value)) throw notAFile();
    return value;
  },
  parseLiteral: () => {
    throw notAFile();
  },
};
