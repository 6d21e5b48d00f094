import { GraphQLError } from 'graphql';
import type { Database } from '#src/db/client.ts';
import type { CustomerTypeName } from '#src/db/schema.ts';
import type { AuthKeys } from './secrets.ts';
import { liveSessionOwner } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

/** The signed-in customer of a request. */
export interface Viewer {
  customerId: number;
  sessionId: string;
  email: string;
  customerType: CustomerTypeName;
}

/** The customer of a request, or why there is none. */
export type ViewerResult = { viewer: Viewer } | { viewer: null; problem: 'no-token' | 'invalid-token' };

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** Milliseconds since the epoch by the service's clock (tests move it). */
    now(): number;
    /** The customer the request's `Authorization: Bearer` token signs in (looked up once per request). */
    viewer(): Promise<ViewerResult>;
  }
}

const BEARER = /^Bearer +(\S+)$/i;

/**
 * The customer of an Authorization header: the token must be ours, unchanged and unexpired, and
 * its session neither revoked nor over (so a sign-out stops its tokens at once, on every instance).
 */
export async function viewerOf(
  db: Database,
  keys: AuthKeys,
  now: number,
  authorization: string | null | undefined,
): Promise<ViewerResult> {
  if (!authorization) return { viewer: null, problem: 'no-token' };
  const token = BEARER.exec(authorization)?.[1];
  const claims = token === undefined ? null : await verifyAccessToken(keys.token, token, now);
  const owner = claims && (await liveSessionOwner(db, now, claims.sid));
  if (!claims || !owner || owner.id !== claims.customerId) return { viewer: null, problem: 'invalid-token' };
  return {
    viewer: {
      customerId: owner.id,
      sessionId: claims.sid,
      email: owner.email,
      customerType: owner.customerType,
    },
  };
}

/** The request's customer; refuses (UNAUTHENTICATED) a request without a valid token. */
export async function requireViewer(ctx: { viewer(): Promise<ViewerResult> }): Promise<Viewer> {
  const result = await ctx.viewer();
  if (result.viewer) return result.viewer;
  const message =
    result.problem === 'no-token'
      ? 'Sign in first: send the token as Authorization: Bearer <token>.'
      : 'The token is not valid, has expired, or its session has ended: refresh it or sign in again.';
  throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', reason: result.problem } });
}
