import { type DataLayerEvent, hashedUser, purchase } from '@/features/analytics/data-layer';
import type { OrderConfirmationQuery } from '@/features/checkout/confirmation-query';
import type { ResultOf } from '@/lib/graphql/graphql';

type Confirmation = NonNullable<ResultOf<typeof OrderConfirmationQuery>['checkout']>;

/**
 * The purchase event of a placed order, made where the confirmation page renders (never cached):
 * the buyer's details leave the server hashed only. Null when the API gave no order.
 */
export async function purchaseEvent(
  { order, cart, nthPurchase }: Confirmation,
  country: string | null,
): Promise<DataLayerEvent | null> {
  if (!order?.orderId) return null;
  return purchase(
    {
      orderId: order.orderId,
      currency: order.currency,
      value: order.orderValueIncVat,
      valueExTax: order.orderValueExVat,
      tax: order.vat,
      shipping: order.shippingFeeIncVat,
      coupon: order.promoCode,
      totalDiscount: order.discountIncVat,
      fixedDiscount: cart?.fixedDiscount ?? 0,
      nthPurchase,
      country,
      lines: order.rows.map((row) => ({
        productId: row.productId,
        name: row.name ?? '',
        brand: row.brand,
        variant: row.variant,
        currency: order.currency,
        price: row.priceIncVat,
        quantity: row.quantity,
        lineTotal: row.totalIncVat,
      })),
    },
    await hashedUser(order),
  );
}
