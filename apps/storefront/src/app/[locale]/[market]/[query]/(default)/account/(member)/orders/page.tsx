import { getTranslations } from 'next-intl/server';
import { loadAccountOrders } from '@/features/account/account-user.server';
import { AwaitingSession } from '@/features/account/awaiting-session';
import { OrderList } from '@/features/account/order-list';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageScope } from '@/lib/page.server';

export const generateMetadata = namespaceMetadata('orders', 'orders', { index: false });

/** The signed-in shopper's orders: those placed while signed in, in progress and history. */
export default async function OrdersPage({ params }: PageProps) {
  await pageScope(params);
  const [t, tLayout, orders] = await Promise.all([
    getTranslations('orders'),
    getTranslations('layout'),
    loadAccountOrders(),
  ]);
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {orders ? <OrderList orders={orders} /> : <AwaitingSession text={tLayout('loading')} />}
    </article>
  );
}
