import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CartSummary } from '@/features/cart/cart-summary';
import { cartTexts } from '@/features/cart/cart-texts.server';
import type { ResultOf } from '@/lib/graphql/graphql';
import { lineDetails } from '@/lib/line-details';
import { zipText } from '@/lib/rental-period';
import styles from './checkout.module.css';
import type { OrderConfirmationQuery, OrderDetailsQuery } from './confirmation-query';

type Confirmation = NonNullable<ResultOf<typeof OrderConfirmationQuery>['checkout']>;
type OrderDetails = ResultOf<typeof OrderDetailsQuery>['getOrderPublic'];
type Address = NonNullable<NonNullable<OrderDetails>['billingAddress']>;

function AddressBlock({
  title,
  address,
  organizationId,
}: {
  title: string;
  address: Address;
  /** The company's number below its billing address. */
  organizationId?: string;
}) {
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {address.company && (
          <>
            {address.company}
            <br />
          </>
        )}
        {address.firstName} {address.lastName}
        <br />
        {address.addressLine1}
        <br />
        {address.zip} {address.city}
      </address>
      {organizationId && <p>{organizationId}</p>}
    </div>
  );
}

/**
 * The placed order as the API keeps it: its number, which purchase of the customer it is, the lines
 * with their colour and size and the figures (formatted by the API), the addresses (and a company's
 * number), the way to ship and the invoice's terms: the bankgiro to pay to with the OCR reference.
 */
export async function OrderConfirmation({
  confirmation,
  details,
  homeHref,
}: {
  confirmation: Confirmation;
  details: OrderDetails;
  homeHref: string;
}) {
  const [t, texts, format] = await Promise.all([
    getTranslations('confirmation'),
    cartTexts(),
    getFormatter(),
  ]);
  const { order, cart, nthPurchase } = confirmation;
  const payment = details?.paymentDetails[0];
  const shipping = details?.shippingDetails[0];
  // A hire's days are Stockholm dates: written as dates, never moved by a time zone.
  const rentalDay = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <article className={`${styles.page} ${styles.confirmation}`}>
      <header>
        <h1>{t('title')}</h1>
        {order?.orderId && <p className={styles.grandTotal}>{t('orderNumber', { number: order.orderId })}</p>}
        <p>{t('text')}</p>
        {order?.email && <p>{t('mailTo', { email: order.email })}</p>}
        <p>{t('nthPurchase', { count: nthPurchase })}</p>
      </header>

      {cart && (
        <section className={styles.section} aria-labelledby="order-lines">
          <h2 id="order-lines">{t('lines')}</h2>
          <ul className={styles.lines}>
            {cart.items.map((line) => (
              <li key={line.id} className={styles.line}>
                <span>
                  {line.product.name} · {t('quantity', { quantity: line.quantity })}
                  {lineDetails(line, texts).map((detail) => (
                    <span key={detail} className={styles.lineDetail}>
                      {detail}
                    </span>
                  ))}
                </span>
                <span>
                  <span className="vat-inc">{line.totalPrice.sellingPriceIncVatFormatted}</span>
                  <span className="vat-ex">{line.totalPrice.sellingPriceExVatFormatted}</span>
                </span>
              </li>
            ))}
          </ul>
          <CartSummary cart={cart} texts={texts} busy={false} />
        </section>
      )}

      {confirmation.rentalBookings.length > 0 && (
        <section className={styles.section} aria-labelledby="order-rentals">
          <h2 id="order-rentals">{t('rentals')}</h2>
          <ul className={styles.lines}>
            {confirmation.rentalBookings.map((hire) => (
              <li key={hire.id}>
                <p>
                  {t('rentalLine', {
                    name: hire.name,
                    from: rentalDay(hire.from),
                    to: rentalDay(hire.to),
                    time: hire.pickupTime,
                  })}
                </p>
                <p>
                  {hire.deliveryZip
                    ? t('rentalDelivery', { zip: zipText(hire.deliveryZip) })
                    : t('depot', {
                        address: `${hire.depot.name}, ${hire.depot.street}, ${hire.depot.zip} ${hire.depot.city}`,
                      })}
                </p>
                {hire.damageWaiver && <p>{t('rentalDamageWaiver')}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {details && (
        <section className={styles.section} aria-labelledby="order-delivery">
          <h2 id="order-delivery">{t('summary')}</h2>
          <div className={styles.addresses}>
            {details.billingAddress && (
              <AddressBlock
                title={t('billingAddress')}
                address={details.billingAddress}
                organizationId={
                  details.organizationId ? t('organizationId', { number: details.organizationId }) : undefined
                }
              />
            )}
            {details.shippingAddress && (
              <AddressBlock title={t('shippingAddress')} address={details.shippingAddress} />
            )}
            {shipping && (
              <div>
                <h3>{t('shippingMethod')}</h3>
                <p>{shipping.name}</p>
                {shipping.pickupPoint && (
                  <p>
                    {shipping.pickupPoint.company}, {shipping.pickupPoint.addressLine1},{' '}
                    {shipping.pickupPoint.zip} {shipping.pickupPoint.city}
                  </p>
                )}
              </div>
            )}
            {payment && (
              <div>
                <h3>{t('payment')}</h3>
                <p>{payment.displayName}</p>
                {payment.dueDate && (
                  <p>
                    {t('dueDate', {
                      date: format.dateTime(new Date(`${payment.dueDate}T00:00:00Z`), {
                        dateStyle: 'long',
                        timeZone: 'UTC',
                      }),
                    })}
                  </p>
                )}
                {payment.bankgiro && <p>{t('bankgiro', { bankgiro: payment.bankgiro })}</p>}
                {payment.transactionId && <p>{t('ocr', { ocr: payment.transactionId })}</p>}
                {order?.publicId && (
                  <p>
                    <a href={`/invoices/${order.publicId}.pdf`} type="application/pdf">
                      {t('invoice')}
                    </a>
                  </p>
                )}
              </div>
            )}
          </div>
          {order?.message && (
            <>
              <h3>{t('yourMessage')}</h3>
              <p>{order.message}</p>
            </>
          )}
        </section>
      )}

      <p>
        <Link href={homeHref}>{t('continueShopping')}</Link>
      </p>
    </article>
  );
}
