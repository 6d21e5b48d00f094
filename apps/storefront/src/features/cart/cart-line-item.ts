import type { ShopItem } from '@/lib/analytics-markup';
import type { CartLine } from './cart-model';

/** A cart line's product with a number of its units (those added, removed or in the cart), for the tracker. */
export function cartLineItem(line: CartLine, quantity: number): ShopItem {
  return {
    productId: line.product.productId,
    name: line.product.name,
    brand: line.product.brand.name,
    category: line.product.primaryCategory.name,
    variant: line.size,
    currency: line.unitPrice.currency?.code,
    price: line.unitPrice.sellingPriceIncVat,
    discount: line.unitPrice.discountIncVat,
    discountPercentage: line.unitPrice.discountPercentage,
    quantity,
  };
}
