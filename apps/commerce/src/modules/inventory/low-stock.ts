import { and, eq, lte } from 'drizzle-orm';
import { products, skus } from '#src/db/schema.ts';

/**
 * A SKU low in stock: its own stock at or below its threshold. Always-available stock (services,
 * rentals) and discontinued products are never low. Reads `skus` joined with `products`: the
 * dashboard's list and the stock desk's filter are the same rule.
 */
export const LOW_STOCK = and(
  lte(skus.inStock, skus.lowStockThreshold),
  eq(skus.static, 0),
  eq(products.discontinued, false),
);
