import { and, eq, ne } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database } from '#src/db/client.ts';
import { type ApiKeyScope, apiKeys } from '#src/db/schema.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** What the request's API key may do. */
    apiKeyScope: ApiKeyScope;
  }
}

export interface ApiKey {
  channelId: string;
  scope: ApiKeyScope;
}

/** The channel and scope of an API key; undefined for a key nobody issued. */
export async function findApiKey(db: Database, key: string): Promise<ApiKey | undefined> {
  const [row] = await db
    .select({ channelId: apiKeys.channelId, scope: apiKeys.scope })
    .from(apiKeys)
    .where(eq(apiKeys.key, key));
  return row;
}

/** Refuses (FORBIDDEN) a request whose key is not a staff key; call before changing anything. */
export function requireStaff(ctx: { apiKeyScope: ApiKeyScope }): void {
  if (ctx.apiKeyScope !== 'staff') {
    throw new GraphQLError('Only a staff API key may do this.', { extensions: { code: 'FORBIDDEN' } });
  }
}

/**
 * Makes `key` the channel's one staff key, or leaves the channel none when it is undefined. The
 * environment owns the staff key (npm start makes a new one each run): a key it no longer names
 * stops working at the next start instead of staying valid forever.
 */
export async function storeStaffApiKey(db: Database, channelId: string, key: string | undefined) {
  await db.transaction(async (tx) => {
    const others = and(eq(apiKeys.channelId, channelId), eq(apiKeys.scope, 'staff'));
    await tx.delete(apiKeys).where(key === undefined ? others : and(others, ne(apiKeys.key, key)));
    if (key === undefined) return;
    await tx
      .insert(apiKeys)
      .values({ key, channelId, scope: 'staff', description: 'Staff (STAFF_API_KEY)' })
      .onConflictDoNothing();
    const [stored] = await tx
      .select({ scope: apiKeys.scope, channelId: apiKeys.channelId })
      .from(apiKeys)
      .where(eq(apiKeys.key, key));
    // A storefront key is in every page the shop serves: it must never become a staff key.
    if (stored?.scope !== 'staff' || stored.channelId !== channelId) {
      throw new Error('STAFF_API_KEY is already issued as another key; choose a key of its own.');
    }
  });
}
