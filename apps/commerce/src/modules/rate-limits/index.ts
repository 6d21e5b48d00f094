import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Database } from '#src/db/client.ts';
import { counterSweeper, countRequest, type RateVerdict } from './counter.ts';
import { RATE_LIMITS, type RateRule } from './limits.ts';
import { countRequestInRedis } from './redis-counter.ts';

export { RATE_LIMITS, type RateRule } from './limits.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /**
     * Counts this request under the rule for its client's address (or for `subject`, such as an
     * identity number's digest); refuses it (429) over the limit. With `peek`, counts nothing and
     * refuses when one more would be over it.
     */
    limitRate(rule: RateRule, subject?: string, options?: { peek?: boolean }): Promise<void>;
  }
}

/** Who a request counts against: the shopper's address and the API key it came with. */
export interface RateSubjects {
  clientAddress: string;
  /** A digest of the X-ApiKey value, never the key itself. */
  apiKeyDigest: string;
}

/** Refused for going over a limit: HTTP 429 with Retry-After, and the same in the error's extensions. */
function rateLimited(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many requests: try again in ${retryAfterSeconds} s.`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter: retryAfterSeconds,
      http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    },
  });
}

/**
 * The request limits of one service, counted where all its instances count: in the Redis they
 * share when there is one (ADR 36), else in their database.
 */
export function createRateLimits(db: Database, clock: () => number, redis?: Redis) {
  const sweep = counterSweeper(db);
  const count = (now: number, rule: RateRule, subject: string, add: 0 | 1): Promise<RateVerdict> => {
    if (redis) return countRequestInRedis(redis, rule, subject, add);
    sweep(now);
    return countRequest(db, now, rule, subject, add);
  };
  async function check(rule: RateRule, subject: string, add: 0 | 1 = 1): Promise<GraphQLError | null> {
    const verdict = await count(clock(), rule, subject, add);
    return verdict.allowed ? null : rateLimited(verdict.retryAfterSeconds);
  }
  return {
    /** For the request context: a limit a resolver applies to its own client's address. */
    limiterFor:
      (subjects: RateSubjects) => async (rule: RateRule, subject?: string, options?: { peek?: boolean }) => {
        const refused = await check(rule, subject ?? subjects.clientAddress, options?.peek ? 0 : 1);
        if (refused) throw refused;
      },
    /**
     * Every mutation counts against its client's address, and, when the address may still send
     * it, against its API key: a shopper refused for their own address spends none of the budget
     * all shoppers of the key share.
     */
    plugin: (subjectsOf: (context: unknown) => RateSubjects): Plugin => ({
      async onExecute({ args, setResultAndStopExecution }) {
        if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
        const { clientAddress, apiKeyDigest } = subjectsOf(args.contextValue);
        const refused =
          (await check(RATE_LIMITS.mutationsPerAddress, clientAddress)) ??
          (await check(RATE_LIMITS.mutationsPerApiKey, apiKeyDigest));
        if (refused) setResultAndStopExecution({ errors: [refused] });
      },
    }),
  };
}
