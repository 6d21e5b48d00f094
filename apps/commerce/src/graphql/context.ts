import type { Database } from '#src/db/client.ts';

/**
 * What every resolver receives. The GraphQL layer knows only the database and the API key's
 * channel; each module adds the fields it provides by declaring them on this interface
 * (`declare module '#src/graphql/context.ts'`), and src/request-context.ts assembles the whole.
 */
export interface RequestContext {
  db: Database;
  /** The channel the request's API key belongs to. */
  channelId: string;
}

/** The scope arguments every operation accepts (see scopeArgs). */
export interface ScopeArgs {
  channelId?: string | null;
  marketId?: string | null;
  languageId?: string | null;
}
