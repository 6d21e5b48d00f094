import { initGraphQLTada } from 'gql.tada';
import type { introspection, introspection_types } from './graphql-env.d.ts';

/** Typed operations against the commerce API's exported schema. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // Money in major units, e.g. 499.5 (ADR 2); the API also gives each amount formatted.
  scalars: { Decimal: number; File: Blob };
}>();

/** The values of one of the schema's enums, such as a refusal's codes: `EnumValues<'CartRefusalCode'>`. */
export type EnumValues<Name extends keyof introspection_types> = introspection_types[Name] extends {
  enumValues: infer Values;
}
  ? Values
  : never;

export type { ResultOf, VariablesOf } from 'gql.tada';
