import { ne, type SQL, sql } from 'drizzle-orm';
import { orders } from '#src/db/schema.ts';

/** A cancelled order is no sale: it is left out of every figure of sales. */
export const COUNTS_AS_SALE: SQL = ne(orders.stage, 'cancelled');

/** What an order sold for net of what credit notes gave back: items after discounts plus shipping. */
export const NET_INC_VAT = sql`(${orders.orderValueIncVat} - ${orders.creditedIncVat})`;
export const NET_EX_VAT = sql`(${orders.orderValueExVat} - ${orders.creditedExVat})`;
