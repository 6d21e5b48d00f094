import { getTranslations } from 'next-intl/server';
import { loadAccountUser } from '@/features/account/account-user.server';
import { AwaitingSession } from '@/features/account/awaiting-session';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageScope } from '@/lib/page.server';

export const generateMetadata = namespaceMetadata('orders', 'orders', { index: false });

/**
 * The shopper's orders. The commerce API does not tie orders to accounts yet (OrderType.customerId
 * is documented as such), so every account has none to list so far.
 */
export default async function OrdersPage({ params }: PageProps) {
  await pageScope(params);
  const [t, tLayout, user] = await Promise.all([
    getTranslations('orders'),
    getTranslations('layout'),
    loadAccountUser(),
  ]);
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {user ? <p>{t('empty')}</p> : <AwaitingSession text={tLayout('loading')} />}
    </article>
  );
}
