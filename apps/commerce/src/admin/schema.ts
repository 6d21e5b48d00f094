import { lexicographicSortSchema, printSchema } from 'graphql';
import { adminBuilder } from './builder.ts';
import '#src/modules/audit/graphql.ts';
import '#src/modules/catalog/desk/graphql.ts';
import '#src/modules/catalog/desk/images/graphql.ts';
import '#src/modules/catalog-transfer/graphql.ts';
import '#src/modules/content-desk/graphql.ts';
import '#src/modules/customers/admin-graphql.ts';
import '#src/modules/dashboard/admin-graphql.ts';
import '#src/modules/marketing-desk/graphql.ts';
import '#src/modules/orders/graphql/admin.ts';
import '#src/modules/rentals/desk/graphql.ts';
import '#src/modules/reviews/desk/graphql.ts';
import '#src/modules/staff/graphql/members.ts';
import '#src/modules/staff/graphql/own-account.ts';
import '#src/modules/staff/graphql/sign-in.ts';
import '#src/modules/stock-desk/graphql.ts';

export const adminSchema = adminBuilder.toSchema();

/** The staff schema as committed in admin-schema.graphql. */
export function printedAdminSchema(): string {
  return `${printSchema(lexicographicSortSchema(adminSchema))}\n`;
}
