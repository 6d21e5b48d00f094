import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { param, type SearchParams } from '@/ui/data-table';
import { Notice } from '@/ui/notice';
import { dateTexts } from './dates';
import { type DeskBooking, RentalBookingQuery } from './documents';
import { AddPhotosForm, EndBlockForm, HandoverForm, type PhotoTexts } from './handover-forms';
import { problemText } from './problems';
import styles from './rentals.module.css';

export async function bookingMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = await getTranslations('rentals');
  return { title: t('booking.title', { id: (await params).id }) };
}

type T = Awaited<ReturnType<typeof getTranslations<'rentals'>>>;

/** The booking's facts: state, machine and unit, days and handover moments, customer and order. */
function Facts({ booking, locale, t }: { booking: DeskBooking; locale: Locale; t: T }) {
  const dates = dateTexts(locale);
  const states = t.raw('states') as Record<string, string>;
  const none = t('booking.none');
  const rows: [string, React.ReactNode][] = [
    [t('booking.state'), <strong key="state">{states[booking.state] ?? booking.state}</strong>],
    [t('booking.machine'), booking.productName],
    [t('booking.unit'), booking.serialNumber],
    [t('booking.hourMeter'), t('calendar.meter', { hours: booking.hourMeter })],
    [t('booking.days'), `${dates.date(booking.from)} – ${dates.date(booking.to)}`],
    [t('booking.pickup'), dates.moment(booking.pickupAt)],
    [t('booking.return'), dates.moment(booking.returnAt)],
    ...(booking.holdExpiresAt
      ? [[t('booking.holdUntil'), dates.moment(booking.holdExpiresAt)] as [string, string]]
      : []),
    ...(booking.note ? [[t('booking.reason'), booking.note] as [string, string]] : []),
    [
      t('booking.customer'),
      [booking.customerName, booking.email, booking.phone].filter(Boolean).join(', ') || none,
    ],
    [
      t('booking.order'),
      booking.orderId ? (
        <Link key="order" href={href(locale, `/orders/${booking.orderId}`)}>
          {t('booking.orderLink', { id: booking.orderId })}
        </Link>
      ) : (
        none
      ),
    ],
  ];
  return (
    <section className={styles.panel} aria-labelledby="facts-title">
      <h2 id="facts-title">{t('booking.facts')}</h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Handover = DeskBooking['handovers'][number];

/** A handover's photos as thumbnails, each a link to the photo full size. */
function Photos({ handover, locale, t }: { handover: Handover; locale: Locale; t: T }) {
  if (handover.photos.length === 0) return null;
  const kind = t(handover.kind === 'OUT' ? 'handovers.OUT' : 'handovers.RETURN');
  return (
    <ul className={styles.photos} aria-label={t('photos.of', { kind })}>
      {handover.photos.map((photo, i) => {
        const full = href(locale, `/rentals/photos/${photo.id}`);
        return (
          <li key={photo.id}>
            <a href={full}>
              {/* The API's bytes as they are, behind the session: no image optimiser between. */}
              {/* biome-ignore lint/performance/noImgElement: a private photo, never cached */}
              <img
                src={full}
                alt={t('photos.alt', { n: i + 1, kind })}
                width={160}
                height={120}
                loading="lazy"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** What was recorded when the unit went out and came back, with their photos. */
function Handovers({
  booking,
  locale,
  t,
  addPhotos,
}: {
  booking: DeskBooking;
  locale: Locale;
  t: T;
  addPhotos: ((handover: Handover) => React.ReactNode) | null;
}) {
  const dates = dateTexts(locale);
  return (
    <section className={styles.panel} aria-labelledby="handovers-title">
      <h2 id="handovers-title">{t('handovers.title')}</h2>
      {booking.handovers.length === 0 ? <p className={styles.muted}>{t('handovers.none')}</p> : null}
      <ul className={styles.handovers}>
        {booking.handovers.map((handover) => (
          <li key={handover.kind}>
            <strong>{t(handover.kind === 'OUT' ? 'handovers.OUT' : 'handovers.RETURN')}</strong> ·{' '}
            {dates.moment(handover.at)} ·{' '}
            {t('handovers.by', { who: handover.staffEmail ?? t('handovers.shop') })}
            <br />
            {t('handovers.meter', { hours: handover.hourMeter })},{' '}
            {t('handovers.fuel', { percent: handover.fuelPercent })}
            {handover.notes ? (
              <span className={styles.quote}>
                {t('handovers.notes')}: {handover.notes}
              </span>
            ) : null}
            {handover.damage ? (
              <span className={styles.quote}>
                {t('handovers.damage')}: {handover.damage}
              </span>
            ) : null}
            <Photos handover={handover} locale={locale} t={t} />
            {addPhotos?.(handover)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One booking as the rental desk works it: its facts, what was recorded at hand-out and return,
 * and the form its state takes now (hand out a booked hire, take back one that is out, end a
 * maintenance block), shown only to members who may; the API decides anyway.
 */
export async function BookingPage({
  locale,
  id,
  searchParams,
}: {
  locale: Locale;
  id: string;
  searchParams: SearchParams;
}) {
  const bookingId = Number(id);
  if (!Number.isSafeInteger(bookingId) || bookingId < 1 || bookingId > 2_147_483_647) notFound();
  const [{ rentalBooking: booking, rentalPhotoLimits: limits, me }, t, common] = await Promise.all([
    staffQuery(RentalBookingQuery, { id: bookingId, languageCode: locale }),
    getTranslations('rentals'),
    getTranslations('common'),
  ]);
  if (!booking) notFound();
  const mayWrite = me.permissions.includes('rentals.write');
  const states = t.raw('states') as Record<string, string>;
  const limitWords = { count: limits.perHandover, mb: limits.maxBytes / 1024 / 1024 };
  const problems = {
    ...(common.raw('formErrors') as Record<string, string>),
    ...(t.raw('problems') as Record<string, string>),
    TOO_MANY_PHOTOS: t('problems.TOO_MANY_PHOTOS', limitWords),
    PHOTO_TOO_LARGE: t('problems.PHOTO_TOO_LARGE', limitWords),
  };
  const photoTexts: PhotoTexts = { label: t('photos.label'), hint: t('photos.hint', limitWords) };
  const form = param(searchParams, 'form');
  const done = param(searchParams, 'done');
  const problemFor = (name: string) => {
    const text = form === name ? problemText(problems, searchParams, states) : null;
    return text ? { code: param(searchParams, 'problem') ?? '', text } : null;
  };
  const typed = (name: string) => ({
    hourMeter: form === name ? param(searchParams, 'hourMeter') : null,
    fuelPercent: form === name ? param(searchParams, 'fuelPercent') : null,
    notes: form === name ? param(searchParams, 'notes') : null,
    damage: form === name ? param(searchParams, 'damage') : null,
  });
  const doneText = {
    handOut: t('handOut.done'),
    return: t('return.done'),
    ended: t('maintenance.ended'),
    photos: t('photos.done'),
  }[done ?? ''];
  const handover = {
    hourMeter: t('handOut.hourMeter'),
    hourMeterHint: t('handOut.hourMeterHint', { hours: booking.hourMeter }),
    fuel: t('handOut.fuel'),
    notes: t('handOut.notes'),
    damage: t('return.damage'),
    photos: photoTexts,
  };
  const addPhotos = mayWrite
    ? (handover: Handover) =>
        handover.photos.length < limits.perHandover ? (
          <AddPhotosForm
            kind={handover.kind === 'RETURN' ? 'RETURN' : 'OUT'}
            bookingId={booking.id}
            locale={locale}
            problem={problemFor(`photos-${handover.kind}`)?.text ?? null}
            texts={{ ...photoTexts, label: t('photos.more'), submit: t('photos.add') }}
          />
        ) : null
    : null;
  return (
    <>
      <p>
        <Link href={`${href(locale, '/rentals')}?from=${booking.from}`}>{t('booking.back')}</Link>
      </p>
      <h1>{t('booking.title', { id: booking.id })}</h1>
      {doneText ? <Notice tone="success">{doneText}</Notice> : null}
      <Facts booking={booking} locale={locale} t={t} />
      {mayWrite && booking.state === 'CONFIRMED' ? (
        <HandoverForm
          kind="handOut"
          bookingId={booking.id}
          locale={locale}
          lastMeter={booking.hourMeter}
          outcome={{ problem: problemFor('handOut'), typed: typed('handOut') }}
          texts={{ ...handover, title: t('handOut.title'), submit: t('handOut.submit') }}
        />
      ) : null}
      {mayWrite && booking.state === 'OUT' ? (
        <HandoverForm
          kind="return"
          bookingId={booking.id}
          locale={locale}
          lastMeter={booking.hourMeter}
          outcome={{ problem: problemFor('return'), typed: typed('return') }}
          texts={{ ...handover, title: t('return.title'), submit: t('return.submit') }}
        />
      ) : null}
      {mayWrite && booking.state === 'MAINTENANCE' ? (
        <EndBlockForm
          bookingId={booking.id}
          locale={locale}
          outcome={{ problem: problemFor('maintenance')?.text ?? null }}
          texts={{ submit: t('maintenance.end') }}
        />
      ) : null}
      {booking.state === 'MAINTENANCE' ? null : (
        <Handovers booking={booking} locale={locale} t={t} addPhotos={addPhotos} />
      )}
    </>
  );
}
