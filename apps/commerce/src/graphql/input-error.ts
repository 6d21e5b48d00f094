import { GraphQLError } from 'graphql';

/** One refused argument: where it is (`filter.searchText`) and what is wrong with it. */
export interface InputIssue {
  path: readonly PropertyKey[];
  message: string;
  /** The problem code, when the argument's name does not say it (INVALID_IDENTITY_NUMBER). */
  problem?: string;
}

const upperSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The problem code of an argument, e.g. INVALID_TAKE, INVALID_LANGUAGE_ID. */
export function problemCodeOf(path: readonly PropertyKey[]): string {
  const argument = path.find((key): key is string => typeof key === 'string');
  return `INVALID_${upperSnake(argument ?? 'input')}`;
}

/**
 * The error every refused argument is answered with: code BAD_USER_INPUT, the first refused
 * argument in `field`, and each refused argument's problem code in `problems`.
 */
export function badUserInput(issues: readonly InputIssue[]): GraphQLError {
  const described = issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const message = described.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join('; ');
  return new GraphQLError(message || 'Invalid input', {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: described[0]?.field,
      problems: [...new Set(issues.map((issue) => issue.problem ?? problemCodeOf(issue.path)))],
    },
  });
}
