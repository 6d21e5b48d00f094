import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { EnumValues } from '@/lib/graphql/graphql';
import { periodText } from '@/lib/rental-period';
import type { AccountBookings } from './account-user.server';
import { cancelBooking } from './booking-actions';
import styles from './booking-list.module.css';

type Booking = AccountBookings[number];

/** What the orders page's address says of a cancellation: asked to confirm, done, or refused. */
export interface BookingNotice {
  confirming: number | null;
  cancelled: number | null;
  refused: string | null;
}

/** The refusals the page words; any other is said as a failure to try again. */
const REFUSALS: Record<EnumValues<'RentalBookingRefusalCode'>, string> = {
  RENTAL_BOOKING_NOT_FOUND: 'refused.notFound',
  RENTAL_BOOKING_NOT_CONFIRMED: 'refused.notConfirmed',
  RENTAL_CANCELLATION_TOO_LATE: 'refused.tooLate',
};
const refusalKey = (code: string) => REFUSALS[code as keyof typeof REFUSALS] ?? 'refused.failed';

/**
 * The signed-in shopper's hires: each machine's days, the handover time and depot, and beside a
 * booked one the API's rule, until when it may be cancelled. Cancelling asks first: the button
 * leads to the same page with `?cancel=`, whose form posts the cancellation (no script needed).
 */
export async function BookingList({
  bookings,
  notice,
  ordersHref,
}: {
  bookings: AccountBookings;
  notice: BookingNotice;
  ordersHref: string;
}) {
  const t = await getTranslations('bookings');
  const cancelled = bookings.find((b) => b.id === notice.cancelled);
  return (
    <section id="bookings" aria-labelledby="bookings-title" className={styles.section}>
      <h2 id="bookings-title">{t('title')}</h2>
      {cancelled && (
        <p role="status" className={styles.done}>
          {t('cancelled', { name: cancelled.name })}
        </p>
      )}
      {notice.refused && (
        <p role="alert" className={styles.refused}>
          {t(refusalKey(notice.refused))}
        </p>
      )}
      <ol className={styles.bookings}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              confirming={notice.confirming === booking.id}
              ordersHref={ordersHref}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

async function BookingCard({
  booking,
  confirming,
  ordersHref,
}: {
  booking: Booking;
  confirming: boolean;
  ordersHref: string;
}) {
  const [t, format, locale] = await Promise.all([getTranslations('bookings'), getFormatter(), getLocale()]);
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  const until = format.dateTime(new Date(booking.cancellableUntil), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  });
  const period = periodText(booking, locale);
  const { depot } = booking;
  const headingId = `booking-${booking.id}`;
  return (
    <article className={styles.booking} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId}>{booking.name}</h3>
        <span className={styles.state}>{t(`state.${booking.state}`)}</span>
      </header>
      <p>{period}</p>
      <dl className={styles.facts}>
        <dt>{t('pickup')}</dt>
        <dd>{t('at', { date: day(booking.from), time: booking.pickupTime })}</dd>
        <dt>{t('return')}</dt>
        <dd>{t('at', { date: day(booking.to), time: booking.pickupTime })}</dd>
        <dt>{t('depot')}</dt>
        <dd>
          {depot.name}, {depot.street}, {depot.zip} {depot.city} · {depot.phone}
        </dd>
        <dt>{t('order')}</dt>
        <dd>{booking.orderId}</dd>
      </dl>
      {booking.cancellable && !confirming && (
        <p className={styles.rule}>
          <span>{t('cancellableUntil', { date: until })}</span>
          <a
            className={styles.cancel}
            href={`${ordersHref}${ordersHref.includes('?') ? '&' : '?'}cancel=${booking.id}#${headingId}`}
            aria-describedby={headingId}
          >
            {t('cancel')}
          </a>
        </p>
      )}
      {booking.cancellable && confirming && (
        <form action={cancelBooking} className={styles.confirm} aria-labelledby={`${headingId}-confirm`}>
          <input type="hidden" name="bookingId" value={booking.id} />
          <p id={`${headingId}-confirm`}>{t('confirmText', { name: booking.name, period })}</p>
          <p>{t('confirmCredit')}</p>
          <div className={styles.actions}>
            <button type="submit" className="button-primary">
              {t('confirm')}
            </button>
            <a href={`${ordersHref}#${headingId}`}>{t('keep')}</a>
          </div>
        </form>
      )}
      {!booking.cancellable && booking.state === 'CONFIRMED' && (
        <p className={styles.rule}>{t('tooLate', { date: until })}</p>
      )}
    </article>
  );
}
