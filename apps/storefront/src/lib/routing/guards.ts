import type { GuardName } from './route-table';

/** The query that opens the sign-in panel on any page. */
export const LOGIN_QUERY = 'action=login';

/** The query key naming the page a sign-in goes back to (a path of this shop). */
export const RETURN_KEY = 'return';

/** The sign-in on the home page that goes back to `path` once the shopper is signed in. */
const signInReturningTo = (homePath: string, path: string) =>
  `${homePath}?${LOGIN_QUERY}&${RETURN_KEY}=${encodeURIComponent(path)}`;

export interface GuardContext {
  signedIn: boolean;
  query: URLSearchParams;
  homePath: string;
  /** The path and query asked for, which the sign-in goes back to. */
  path: string;
}

/** A guard answers with a redirect, or nothing to let the request through. */
export type Guard = (context: GuardContext) => { redirect: string } | undefined;

export const GUARDS: Record<GuardName, Guard> = {
  default: () => undefined,
  // Guests go home with the sign-in panel open, which goes back to the page once signed in, unless
  // they arrive with a login token (an admin logging in as the customer).
  authenticated: ({ signedIn, query, homePath, path }) =>
    signedIn || query.has('loginToken') ? undefined : { redirect: signInReturningTo(homePath, path) },
};

export class UnknownGuardError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
  }
}

/** Runs a route's guards in order; the first redirect wins. */
export function runGuards(names: readonly string[], context: GuardContext): { redirect: string } | undefined {
  for (const name of names) {
    const guard = (GUARDS as Record<string, Guard | undefined>)[name];
    if (!guard) throw new UnknownGuardError(name);
    const outcome = guard(context);
    if (outcome) return outcome;
  }
  return undefined;
}
