import { getTranslations } from 'next-intl/server';
import { loadAccountBookings, loadAccountOrders } from '@/features/account/account-user.server';
import { AwaitingSession } from '@/features/account/awaiting-session';
import { BookingList, type BookingNotice } from '@/features/account/booking-list';
import { EmailConfirmationNotice } from '@/features/account/email-confirmation-notice';
import { EMAIL_LINK_KEY, emailLinkOutcome } from '@/features/account/email-confirmation-outcome';
import { OrderList } from '@/features/account/order-list';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

export const generateMetadata = namespaceMetadata('orders', 'orders', { index: false });

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The signed-in shopper's orders: those placed while signed in, and as a guest with the account's
 * email once it is confirmed (until then a notice says so), in progress and history; above them
 * their hires, which may be cancelled by the rule beside each (`?cancel=` asks to confirm).
 */
export default async function OrdersPage({ params }: PageProps) {
  await pageScope(params);
  const [t, tLayout, orders, bookings, query, links] = await Promise.all([
    getTranslations('orders'),
    getTranslations('layout'),
    loadAccountOrders(),
    loadAccountBookings(),
    pageQuery(params),
    getLinks(),
  ]);
  const notice: BookingNotice = {
    confirming: idOf(query.get('cancel')),
    cancelled: idOf(query.get('cancelled')),
    refused: query.get('refused'),
  };
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <EmailConfirmationNotice page="orders" outcome={emailLinkOutcome(query.get(EMAIL_LINK_KEY))} />
      {bookings && bookings.length > 0 && (
        <BookingList bookings={bookings} notice={notice} ordersHref={links.route('orders')} />
      )}
      {orders ? <OrderList orders={orders} /> : <AwaitingSession text={tLayout('loading')} />}
    </article>
  );
}
