import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/** Typed operations against the commerce API's exported schema. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // Money in major units, e.g. 499.5 (ADR 2); the API also gives each amount formatted.
  scalars: { Decimal: number; File: Blob };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
