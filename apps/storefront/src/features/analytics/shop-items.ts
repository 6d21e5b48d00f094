import type { CartLine } from '@/features/cart/cart-model';
import { sizeOf } from '@/features/cart/cart-model';
import type { ProductCardData } from '@/features/catalog/product-card';
import type { ShopItem } from './data-layer';

/**
 * What the shop's pages and events say of a product, in the data layer's terms: the API's fields
 * as they are, money in its major units.
 */

/** A product card or product page's product, carried in its markup for the tracker. */
export function productItem(product: ProductCardData): ShopItem {
  return {
    productId: product.productId,
    name: product.name,
    brand: product.brand.name,
    category: product.primaryCategory.name,
    currency: product.unitPrice.currency?.code,
    price: product.unitPrice.sellingPriceIncVat,
    discount: product.unitPrice.discountIncVat,
    discountPercentage: product.unitPrice.discountPercentage,
  };
}

/** A cart line's product with a number of its units (those added, removed or in the cart). */
export function cartLineItem(line: CartLine, quantity: number): ShopItem {
  return {
    productId: line.product.productId,
    name: line.product.name,
    brand: line.product.brand.name,
    category: line.product.primaryCategory.name,
    variant: sizeOf(line),
    currency: line.unitPrice.currency?.code,
    price: line.unitPrice.sellingPriceIncVat,
    discount: line.unitPrice.discountIncVat,
    discountPercentage: line.unitPrice.discountPercentage,
    quantity,
  };
}

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
