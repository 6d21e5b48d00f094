import { getTranslations } from 'next-intl/server';
import { OrderConfirmationQuery, OrderDetailsQuery } from '@/features/checkout/confirmation-query';
import { OrderConfirmation } from '@/features/checkout/order-confirmation';
import { namespaceMetadata } from '@/features/layout/text-route';
import { ANALYTICS_ATTRIBUTES } from '@/lib/analytics-markup';
import { GraphQLRequestError } from '@/lib/graphql/errors';
import { queryPrivate } from '@/lib/graphql/server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import { purchaseEvent } from './purchase-event';

export const generateMetadata = namespaceMetadata('checkoutConfirm', 'confirmation', { index: false });

const PAYMENT_TYPES = ['STANDARD', 'KLARNA', 'SVEA', 'WALLEY', 'AVARDA'] as const;
const paymentTypeOf = (value: string | null) => PAYMENT_TYPES.find((type) => type === value) ?? 'STANDARD';

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refusal of the id is an order that does not exist; anything else is the error page's. */
async function readOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.codes.includes('BAD_USER_INPUT')) return null;
    throw error;
  }
}

/**
 * The order confirmation: `/checkout/confirm?id={publicId}&paymentType=STANDARD&cartId=...`. It
 * reads the placed order and never places one, and it renders for each request (never cached: it
 * shows one shopper's order).
 */
export default async function OrderConfirmationPage({ params }: PageProps) {
  await pageScope(params);
  const query = await pageQuery(params);
  const id = query.get('id') ?? '';
  const cartId = query.get('cartId') ?? undefined;
  const paymentType = paymentTypeOf(query.get('paymentType'));
  const [t, links] = await Promise.all([getTranslations('confirmation'), getLinks()]);
  const [confirmation, details] = PUBLIC_ID.test(id)
    ? await Promise.all([
        readOrNull(() => queryPrivate(OrderConfirmationQuery, { id, paymentType, cartId })),
        readOrNull(() => queryPrivate(OrderDetailsQuery, { publicOrderId: id })),
      ])
    : [null, null];
  const found = confirmation?.checkout?.order ? confirmation.checkout : null;
  if (!found) {
    return (
      <article className="text-page">
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFound')}</p>
      </article>
    );
  }
  const purchase = await purchaseEvent(found, details?.getOrderPublic?.billingAddress?.country ?? null);
  return (
    <>
      <OrderConfirmation
        confirmation={found}
        details={details?.getOrderPublic ?? null}
        homeHref={links.route('index')}
      />
      {/* The analytics send it once per order, when the shopper allows statistics. */}
      {purchase && <div hidden {...{ [ANALYTICS_ATTRIBUTES.purchase]: JSON.stringify(purchase) }} />}
    </>
  );
}
