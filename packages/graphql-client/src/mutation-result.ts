import { type GraphQLErrorEntry, GraphQLRequestError, ServerError } from './errors';

/**
 * How the API's refusal codes show in a form: the field each marks and the message key the form
 * translates. Codes a form does not know become its form error. `Code` is the schema's enum of the
 * refusals, so that a code the API does not have fails typecheck.
 */
export type ProblemFields<
  Field extends string,
  Problem extends string = string,
  Code extends string = string,
> = {
  readonly [C in Code]?: { readonly field: Field; readonly problem: Problem };
};

/** A refusal table from `[code, how it shows]` pairs, such as one per field of a form. */
export function problemTable<Code extends string, Field extends string, Problem extends string>(
  entries: readonly (readonly [Code, { field: Field; problem: Problem }])[],
): ProblemFields<Field, Problem, Code> {
  return Object.fromEntries(entries) as ProblemFields<Field, Problem, Code>;
}

/** `addressLine1` -> `ADDRESS_LINE1`: a field's name as the API spells it in its refusal codes. */
export type UpperSnake<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Uppercase<Head> : `_${Head}`}${UpperSnake<Tail>}`
  : '';

export const upperSnake = <Name extends string>(name: Name) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase() as UpperSnake<Name>;

/** A change as a value: what the API answered, or what it refused, per field. */
export type MutationResult<Data, Field extends string, Problem extends string = string> =
  | { ok: true; data: Data }
  | {
      ok: false;
      fieldErrors: Partial<Record<Field, Problem>>;
      /** A refusal no field explains (the API's code), or `UNAVAILABLE` when the API could not be asked. */
      formError: string | null;
      /**
       * What the API said beside the first refusal a field explains (such as the quantity still
       * available), when it said anything.
       */
      details?: Record<string, unknown>;
    };

/** The API's errors in a failed call, also when it answered them with an HTTP error status. */
export function errorsOf(error: unknown): GraphQLErrorEntry[] | null {
  if (error instanceof GraphQLRequestError) return error.errors;
  if (error instanceof ServerError) {
    try {
      const body = JSON.parse(error.body) as { errors?: unknown };
      return Array.isArray(body.errors) ? (body.errors as GraphQLErrorEntry[]) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A refused field where the API lists several at once (`extensions.fields`): its path and problem. */
export interface FieldIssue {
  field: string;
  problem: string;
}

/** Every field a BAD_USER_INPUT refusal lists, such as a checkout's; none from other failures. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  return (errorsOf(error) ?? []).flatMap((entry) => {
    const fields = entry.extensions?.code === 'BAD_USER_INPUT' ? entry.extensions.fields : null;
    if (!Array.isArray(fields)) return [];
    return (fields as { field?: unknown; problem?: unknown }[]).flatMap(({ field, problem }) =>
      typeof field === 'string' ? [{ field, problem: typeof problem === 'string' ? problem : '' }] : [],
    );
  });
}

/** Every refusal code: the API names each refused field in `problems`, the first also as `code`. */
function codesOf(errors: GraphQLErrorEntry[]): string[] {
  return errors.flatMap((e) => {
    const problems = e.extensions?.problems;
    if (Array.isArray(problems) && problems.length > 0) return problems.map(String);
    return typeof e.extensions?.code === 'string' ? [e.extensions.code] : [];
  });
}

/** The API's refusal codes in a failed call, or null when it could not be asked (or answered no errors). */
export function refusalCodesOf(error: unknown): string[] | null {
  const errors = errorsOf(error);
  return errors ? codesOf(errors) : null;
}

const REFUSAL_KEYS = new Set(['code', 'field', 'problems']);

/** An error's extensions other than which refusal it is. */
function detailsOf(error: GraphQLErrorEntry): Record<string, unknown> | null {
  const details = Object.entries(error.extensions ?? {}).filter(([key]) => !REFUSAL_KEYS.has(key));
  return details.length > 0 ? Object.fromEntries(details) : null;
}

/**
 * Runs a change and answers its outcome as a value, so a form action never digs through errors
 * itself: the API's refusals are mapped to the form's fields with `fields`; anything else is a form
 * error, logged here once.
 */
export async function asMutationResult<Data, Field extends string, Problem extends string>(
  run: () => Promise<Data>,
  fields: ProblemFields<Field, Problem>,
): Promise<MutationResult<Data, Field, Problem>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    const errors = errorsOf(error);
    if (!errors) {
      console.error('The commerce API could not be asked', error);
      return { ok: false, fieldErrors: {}, formError: 'UNAVAILABLE' };
    }
    const fieldErrors: Partial<Record<Field, Problem>> = {};
    const unexplained: string[] = [];
    let details: Record<string, unknown> | null = null;
    for (const error of errors) {
      for (const code of codesOf([error])) {
        const known = fields[code];
        if (known) {
          fieldErrors[known.field] ??= known.problem;
          details ??= detailsOf(error);
        } else unexplained.push(code);
      }
    }
    if (Object.keys(fieldErrors).length > 0)
      return { ok: false, fieldErrors, formError: null, ...(details ? { details } : {}) };
    console.error('The commerce API refused a change', errors);
    return { ok: false, fieldErrors, formError: unexplained[0] ?? 'UNKNOWN' };
  }
}
