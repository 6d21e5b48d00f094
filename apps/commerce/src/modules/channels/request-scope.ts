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

/** The channel of a request's API key, loaded once per request, and the scope resolved within it. */
export function requestScope(db: Database, channelId: string) {
  let channel: Promise<Channel> | undefined;
  const loadOwnChannel = () => {
    channel ??= loadChannel(db, channelId).then((c) => {
      if (!c) throw new GraphQLError(`Channel ${channelId} not found`, { extensions: { code: 'NOT_FOUND' } });
      return c;
    });
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
