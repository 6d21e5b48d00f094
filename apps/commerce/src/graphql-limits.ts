import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GRAPHQL_LIMITS } from './request-limits.ts';

/** The `code` extension of each refusal, so a client can tell which limit it met. */
export const LIMIT_ERROR_CODES = {
  maxTokens: 'QUERY_TOO_LARGE',
  maxAliases: 'TOO_MANY_ALIASES',
  maxDepth: 'QUERY_TOO_DEEP',
  maxCost: 'QUERY_TOO_COSTLY',
  maxDirectives: 'TOO_MANY_DIRECTIVES',
} as const;

/**
 * graphql-armor reports every refusal as a "Syntax Error" without a code; this replaces it with
 * the same sentence under a code. Thrown from the callback, it stops the rest of parsing or
 * validation at once. The status follows Yoga's own parse and validation errors (GraphQL over
 * HTTP): 400 for application/graphql-response+json, 200 for plain application/json.
 */
function refuseWith(code: string) {
  return {
    onReject: [
      (_context: unknown, error: GraphQLError) => {
        throw new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
          extensions: { code, http: { status: 400, spec: true } },
        });
      },
    ],
  };
}

/** A fragment spread is not a level of its own: a document costs the same however it is factored. */
export const MEASURE_FIELDS_NOT_FRAGMENTS = { flattenFragments: true } as const;

export interface GraphQLLimitOptions {
  /** Whether the schema may be read through introspection (and field names suggested in errors). */
  introspection: boolean;
}

/** The Yoga plugins that refuse documents too large, deep, costly or aliased before they run. */
export function graphqlLimitPlugins({ introspection }: GraphQLLimitOptions): Plugin[] {
  const limits = GRAPHQL_LIMITS;
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: limits.maxTokens, ...refuseWith(LIMIT_ERROR_CODES.maxTokens) }),
    maxAliasesPlugin({ n: limits.maxAliases, ...refuseWith(LIMIT_ERROR_CODES.maxAliases) }),
    maxDepthPlugin({
      n: limits.maxDepth,
      ...MEASURE_FIELDS_NOT_FRAGMENTS,
      ...refuseWith(LIMIT_ERROR_CODES.maxDepth),
    }),
    costLimitPlugin({
      maxCost: limits.maxCost,
      ...MEASURE_FIELDS_NOT_FRAGMENTS,
      ...refuseWith(LIMIT_ERROR_CODES.maxCost),
    }),
    maxDirectivesPlugin({ n: limits.maxDirectives, ...refuseWith(LIMIT_ERROR_CODES.maxDirectives) }),
  ];
  if (!introspection) {
    // Without introspection, "Did you mean ...?" would still spell out the schema field by field.
    plugins.push(useDisableIntrospection(), blockFieldSuggestionsPlugin());
  }
  return plugins;
}
