import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import '#src/modules/channels/graphql.ts';
import '#src/modules/catalog/graphql/index.ts';
import '#src/modules/reviews/graphql.ts';
import '#src/modules/documents/graphql.ts';
import '#src/modules/content/graphql.ts';

export const schema = builder.toSchema();

/** The schema as committed in schema.graphql. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
