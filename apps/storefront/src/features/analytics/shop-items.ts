import type { ShopItem } from '@/lib/analytics-markup';

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * A `favorite:add` event's detail (`{ productId, name, ...price fields }`), read with care: it is
 * another feature's, so only what has the expected form is taken, and without an id and a name
 * there is no item.
 */
export function favoriteItem(detail: unknown): ShopItem | null {
  const d = record(detail);
  const productId = finite(d.productId) ?? text(d.productId);
  const name = text(d.name);
  if (productId === undefined || !name) return null;
  const price = record(d.unitPrice);
  return {
    productId,
    name,
    brand: text(d.brand) ?? text(record(d.brand).name),
    category: text(d.category) ?? text(record(d.primaryCategory).name),
    currency: text(d.currency) ?? text(price.currency) ?? text(record(price.currency).code),
    price: finite(d.price) ?? finite(d.sellingPriceIncVat) ?? finite(price.sellingPriceIncVat),
    discount: finite(d.discountIncVat) ?? finite(price.discountIncVat),
    discountPercentage: finite(d.discountPercentage) ?? finite(price.discountPercentage),
  };
}
