import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { dateTexts } from './dates';
import { RentalOverdueQuery } from './documents';
import styles from './rentals.module.css';
import { RentalsNav } from './rentals-nav';

export async function overdueMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('rentals'))('overdue.title') };
}

/**
 * What the rental desk must chase: units out past their return and hires not picked up on their
 * day, longest overdue first, each linking to its booking and order's customer.
 */
export async function OverduePage({ locale }: { locale: Locale }) {
  const [{ rentalOverdue }, t] = await Promise.all([
    staffQuery(RentalOverdueQuery, { languageCode: locale }),
    getTranslations('rentals'),
  ]);
  const dates = dateTexts(locale);
  const reasons = t.raw('overdue.reasons') as Record<string, string>;
  const columns = t.raw('overdue.columns') as Record<string, string>;
  return (
    <>
      <h1>{t('overdue.title')}</h1>
      <RentalsNav
        locale={locale}
        current="overdue"
        texts={{ label: t('subnav.label'), calendar: t('subnav.calendar'), overdue: t('subnav.overdue') }}
      />
      {rentalOverdue.length === 0 ? (
        <p role="status">{t('overdue.empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className={styles.scroll} aria-labelledby="overdue-caption" tabIndex={0}>
          <table className={styles.list}>
            <caption id="overdue-caption">{t('overdue.caption')}</caption>
            <thead>
              <tr>
                {['booking', 'reason', 'machine', 'days', 'customer', 'due'].map((column) => (
                  <th key={column} scope="col">
                    {columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rentalOverdue.map(({ reason, booking }) => (
                <tr key={booking.id}>
                  <th scope="row">
                    <Link href={href(locale, `/rentals/bookings/${booking.id}`)}>
                      {t('booking.title', { id: booking.id })}
                    </Link>
                  </th>
                  <td>{reasons[reason] ?? reason}</td>
                  <td>
                    {booking.productName} ({booking.serialNumber})
                  </td>
                  <td>
                    {dates.date(booking.from)} – {dates.date(booking.to)}
                  </td>
                  <td>
                    {[booking.customerName, booking.email, booking.phone].filter(Boolean).join(', ') ||
                      t('booking.none')}
                  </td>
                  <td>{dates.moment(reason === 'NOT_RETURNED' ? booking.returnAt : booking.pickupAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
