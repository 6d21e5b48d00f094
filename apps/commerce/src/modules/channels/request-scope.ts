import { GraphQLError } from 'graphql';
import type { Database } from '#src/db/client.ts';
import type { ScopeArgs } from '#src/graphql/context.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { type Channel, loadChannel, resolveScope, type Scope } from './markets.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    channel(): Promise<Channel>;
    /** The request's market and language; refuses (BAD_USER_INPUT) a market or language the channel lacks. */
    scope(args: ScopeArgs): Promise<Scope>;
  }
}

const channels = new WeakMap<Database, Map<string, Promise<Channel | null>>>();

/**
 * A channel with its markets and languages, read once per process: only the seed writes them, and
 * reading them cost every request three queries. A channel not found is asked for again.
 */
function channelOf(db: Database, channelId: string): Promise<Channel | null> {
  let known = channels.get(db);
  if (!known) {
    known = new Map();
    channels.set(db, known);
  }
  let channel = known.get(channelId);
  if (!channel) {
    channel = loadChannel(db, channelId);
    known.set(channelId, channel);
    channel.then(
      (found) => found || known.delete(channelId),
      () => known.delete(channelId),
    );
  }
  return channel;
}

/** The channel of a request's API key and the scope resolved within it. */
export function requestScope(db: Database, channelId: string) {
  const loadOwnChannel = async () => {
    const channel = await channelOf(db, channelId);
    if (!channel) {
      throw new GraphQLError(`Channel ${channelId} not found`, { extensions: { code: 'NOT_FOUND' } });
    }
    return channel;
  };
  return {
    channel: loadOwnChannel,
    async scope(args: ScopeArgs): Promise<Scope> {
      if (args.channelId && args.channelId !== channelId) {
        throw new GraphQLError(`Channel ${args.channelId} is not available for this API key`, {
          extensions: { code: 'FORBIDDEN' },
        });
      }
      const scope = resolveScope(await loadOwnChannel(), args.marketId, args.languageId);
      if ('argument' in scope) throw badUserInput([{ path: [scope.argument], message: scope.message }]);
      return scope;
    },
  };
}
