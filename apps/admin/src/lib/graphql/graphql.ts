import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/** Typed operations against the staff schema (apps/commerce/admin-schema.graphql). */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // Money in major units (ADR 2); times as ISO strings, as JSON carries them; files as file parts.
  scalars: { Decimal: number; DateTime: string; File: Blob };
}>();

export type { ResultOf } from 'gql.tada';
