import type { ShopItem } from '@/lib/analytics-markup';
import type { ResultOf } from '@/lib/graphql/graphql';
import type { ProductCardFields } from './fragments';

/** A product card's or product page's product, carried in its markup for the tracker: money in major units. */
export function productItem(product: ResultOf<typeof ProductCardFields>): ShopItem {
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
