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

/** How long a storefront key, once found, is taken as issued without asking the database again. */
const STOREFRONT_KEY_MS = 60_000;
const storefrontKeys = new WeakMap<Database, Map<string, { apiKey: ApiKey; until: number }>>();

/**
 * The channel and scope of an API key; undefined for a key nobody issued. Storefront keys are
 * public (every page sends one) and were a query on every request, so each is remembered for a
 * minute; a staff key and an unknown key are looked up every time.
 */
export async function findApiKey(db: Database, key: string): Promise<ApiKey | undefined> {
  let known = storefrontKeys.get(db);
  if (!known) {
    known = new Map();
    storefrontKeys.set(db, known);
  }
  const now = Date.now();
  const remembered = known.get(key);
  if (remembered && remembered.until > now) return remembered.apiKey;
  const [row] = await db
    .select({ channelId: apiKeys.channelId, scope: apiKeys.scope })
    .from(apiKeys)
    .where(eq(apiKeys.key, key));
  if (row?.scope === 'storefront') known.set(key, { apiKey: row, until: now + STOREFRONT_KEY_MS });
  else known.delete(key);
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
