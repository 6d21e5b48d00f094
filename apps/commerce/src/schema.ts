import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './graphql/builder.ts';
import './modules/channels/graphql.ts';
import './modules/catalog/graphql/index.ts';
import './modules/reviews/graphql.ts';
import './modules/pricing/graphql.ts';
import './modules/inventory/graphql.ts';
import './modules/documents/graphql.ts';
import './modules/content/graphql.ts';
import './modules/cart/graphql/index.ts';
import './modules/checkout/graphql/index.ts';
import './modules/orders/graphql/index.ts';
import './modules/menus/graphql.ts';
import './modules/customers/graphql.ts';
import './modules/customers/email-confirmation-graphql.ts';
import './modules/customers/staff-sign-in.ts';
import './modules/contact/graphql.ts';
import './modules/favorites/graphql.ts';
import './modules/stock-alerts/graphql.ts';
import './modules/newsletter/graphql.ts';
import './modules/rentals/graphql.ts';
import './modules/rental-bookings/graphql.ts';

export const schema = builder.toSchema();

/** The schema as committed in schema.graphql. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
