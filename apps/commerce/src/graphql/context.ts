import { GraphQLError } from 'graphql';
import type { Database } from '#src/db/client.ts';
import { createCatalogLoaders } from '#src/modules/catalog/loaders.ts';
import { type Channel, loadChannel, resolveScope, type Scope } from '#src/modules/channels/index.ts';
import type { InvalidateStorefronts } from '#src/modules/storefront-cache/index.ts';
import { badUserInput } from './input-error.ts';

export interface ScopeArgs {
  channelId?: string | null;
  marketId?: string | null;
  languageId?: string | null;
}

export interface RequestContext {
  db: Database;
  /** The channel the request's API key belongs to. */
  channelId: string;
  channel(): Promise<Channel>;
  /** The request's market and language; refuses (BAD_USER_INPUT) a market or language the channel lacks. */
  scope(args: ScopeArgs): Promise<Scope>;
  loaders: ReturnType<typeof createCatalogLoaders>;
  /** Call after a change that cached catalog pages show. */
  invalidateStorefronts: InvalidateStorefronts;
}

export function createRequestContext(
  db: Database,
  channelId: string,
  invalidateStorefronts: InvalidateStorefronts,
): RequestContext {
  let channel: Promise<Channel> | undefined;
  const loadOwnChannel = () => {
    channel ??= loadChannel(db, channelId).then((c) => {
      if (!c) throw new GraphQLError(`Channel ${channelId} not found`, { extensions: { code: 'NOT_FOUND' } });
      return c;
    });
    return channel;
  };
  return {
    db,
    channelId,
    channel: loadOwnChannel,
    async scope(args) {
      if (args.channelId && args.channelId !== channelId) {
        throw new GraphQLError(`Channel ${args.channelId} is not available for this API key`, {
          extensions: { code: 'FORBIDDEN' },
        });
      }
      const scope = resolveScope(await loadOwnChannel(), args.marketId, args.languageId);
      if ('argument' in scope) throw badUserInput([{ path: [scope.argument], message: scope.message }]);
      return scope;
    },
    loaders: createCatalogLoaders(db),
    invalidateStorefronts,
  };
}
