import { getFormatter, getTranslations } from 'next-intl/server';
import { lineDetails } from '@/lib/line-details';
import type { AccountOrders } from './account-user.server';
import styles from './order-list.module.css';

type Order = AccountOrders[number];

/** Orders still on their way (received, being processed); the rest are history. */
const IN_PROGRESS = new Set<Order['shopperStatus']>(['RECEIVED', 'PROCESSING']);

/** The signed-in shopper's orders: those in progress first, then the history, newest first in each. */
export async function OrderList({ orders }: { orders: AccountOrders }) {
  const t = await getTranslations('orders');
  if (orders.length === 0) return <p>{t('empty')}</p>;
  const inProgress = orders.filter((o) => IN_PROGRESS.has(o.shopperStatus));
  const history = orders.filter((o) => !IN_PROGRESS.has(o.shopperStatus));
  return (
    <>
      {[
        { title: t('inProgress'), list: inProgress },
        { title: t('history'), list: history },
      ]
        .filter(({ list }) => list.length > 0)
        .map(({ title, list }) => (
          <section key={title} aria-label={title} className={styles.section}>
            <h2>{title}</h2>
            <ol className={styles.orders}>
              {list.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ol>
          </section>
        ))}
    </>
  );
}

async function OrderCard({ order }: { order: Order }) {
  const [t, tCart, tConfirmation, format] = await Promise.all([
    getTranslations('orders'),
    getTranslations('cart'),
    getTranslations('confirmation'),
    getFormatter(),
  ]);
  const lineTexts = { colour: tCart.raw('colour') as string, size: tCart.raw('size') as string };
  const day = (value: string) => format.dateTime(new Date(value), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className={styles.order} aria-labelledby={`order-${order.id}`}>
      <header className={styles.head}>
        <h3 id={`order-${order.id}`}>{t('order', { id: String(order.id) })}</h3>
        <span className={styles.status}>{t(`stage.${order.stage}`)}</span>
      </header>
      {order.createdAt != null && <p>{t('placedOn', { date: day(String(order.createdAt)) })}</p>}
      <ul className={styles.lines}>
        {order.cart?.items.map((item) => (
          <li key={item.skuId}>
            {[
              item.product.name,
              ...lineDetails(item, lineTexts),
              t('quantity', { count: item.quantity }),
            ].join(' · ')}
          </li>
        ))}
      </ul>
      <p>
        {t('total')}: <strong>{order.orderTotal?.sellingPriceIncVatFormatted}</strong>
      </p>
      {order.shippingDetails.map((shipping) => (
        <p key={shipping.id}>
          {t('delivery')}: {shipping.name}
          {shipping.carrier && shipping.parcelNumber && (
            <> · {t('parcel', { carrier: shipping.carrier, number: shipping.parcelNumber })}</>
          )}
          {shipping.trackingLink && (
            <>
              {' · '}
              <a href={shipping.trackingLink} rel="noopener noreferrer">
                {t('tracking')}
              </a>
            </>
          )}
        </p>
      ))}
      {order.paymentDetails.map((payment) => (
        <p key={payment.id}>
          {t('payment')}: {payment.displayName}
          {payment.dueDate && ` · ${t('dueDate', { date: day(`${payment.dueDate}T00:00:00Z`) })}`}
          {payment.transactionId && ` · ${tConfirmation('ocr', { ocr: payment.transactionId })}`}
        </p>
      ))}
      <p>
        <a href={`/invoices/${order.publicId}.pdf`} type="application/pdf">
          {t('invoice')}
        </a>
      </p>
    </article>
  );
}
