import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { Pager, param, type SearchParams } from '@/ui/data-table';
import { pagerTexts } from '@/ui/data-table/table-texts.server';
import { Button, SelectField, TextField } from '@/ui/form';
import { CalendarTable, Legend } from './calendar-table';
import { addDays, dateTexts, isDate, stockholmToday } from './dates';
import { RentalCalendarQuery } from './documents';
import { MaintenanceForm } from './maintenance-form';
import { problemText } from './problems';
import styles from './rentals.module.css';
import { RentalsNav } from './rentals-nav';

/** Days the calendar shows: two weeks, stepped a week at a time. */
const DAYS = 14;
/** Machines on a page of the calendar when none is chosen: the whole fleet was hundreds of units. */
const MACHINES_PER_PAGE = 10;

export async function rentalsMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('rentals'))('title') };
}

/**
 * The rental desk's calendar: every rental object's units by days, two weeks from a date, stepped a
 * week by links; a GET form picks the date and the machine; the block form takes a unit out of
 * service. Everything is in the address and works without JavaScript.
 */
export async function RentalsPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const today = stockholmToday();
  const asked = param(searchParams, 'from');
  const from = isDate(asked) ? asked : today;
  const objectParam = Number(param(searchParams, 'object'));
  const productId =
    Number.isSafeInteger(objectParam) && objectParam > 0 && objectParam < 2 ** 31 ? objectParam : null;
  const pageParam = Number(param(searchParams, 'page'));
  const page =
    !productId && Number.isSafeInteger(pageParam) && pageParam > 1 && pageParam <= 10_000 ? pageParam : 1;
  const paging = productId ? {} : { first: MACHINES_PER_PAGE, offset: (page - 1) * MACHINES_PER_PAGE };
  const [{ rentalDesk, all, me }, t, common, pager] = await Promise.all([
    staffQuery(RentalCalendarQuery, { from, days: DAYS, productId, ...paging, languageCode: locale }),
    getTranslations('rentals'),
    getTranslations('common'),
    pagerTexts(),
  ]);
  const dates = dateTexts(locale);
  const path = href(locale, '/rentals');
  const at = (date: string, extra: Record<string, string> = {}, onPage = page) =>
    `${path}?${new URLSearchParams({
      from: date,
      ...(productId ? { object: String(productId) } : {}),
      ...(onPage > 1 ? { page: String(onPage) } : {}),
      ...extra,
    })}`;
  const shownFirst = (page - 1) * MACHINES_PER_PAGE + 1;
  const shownLast = shownFirst + rentalDesk.objects.length - 1;
  const mayWrite = me.permissions.includes('rentals.write');
  const states = t.raw('states') as Record<string, string>;
  const symbols = t.raw('symbols') as Record<string, string>;
  const form = param(searchParams, 'form');
  const blockUnit = Number(param(searchParams, 'unit')) || null;
  const problems = {
    ...(common.raw('formErrors') as Record<string, string>),
    ...(t.raw('problems') as Record<string, string>),
  };
  const problemOf = (params: SearchParams) => {
    const text = problemText(problems, params, states);
    return text ? { code: param(params, 'problem') ?? '', text } : null;
  };
  return (
    <>
      <h1>{t('title')}</h1>
      <RentalsNav
        locale={locale}
        current="calendar"
        texts={{ label: t('subnav.label'), calendar: t('subnav.calendar'), overdue: t('subnav.overdue') }}
      />
      <form method="get" action={path} className={styles.filters} aria-labelledby="filter-title">
        <h2 id="filter-title" className="visually-hidden">
          {t('filter.title')}
        </h2>
        <TextField name="from" type="date" label={t('filter.from')} defaultValue={from} required />
        <SelectField
          name="object"
          label={t('filter.object')}
          defaultValue={productId ? String(productId) : ''}
        >
          <option value="">{t('filter.all')}</option>
          {all.objects.map((object) => (
            <option key={object.productId} value={object.productId}>
              {object.name}
            </option>
          ))}
        </SelectField>
        <Button kind="secondary">{t('filter.submit')}</Button>
      </form>
      <nav aria-label={t('period.label')} className={styles.period}>
        <Link href={at(addDays(from, -7))}>{t('period.previous')}</Link>
        <Link href={at(today)}>{t('period.today')}</Link>
        <Link href={at(addDays(from, 7))}>{t('period.next')}</Link>
      </nav>
      <p className={styles.muted} role="status">
        {t('period.shown', { from: dates.date(from), to: dates.date(addDays(from, DAYS - 1)) })}
      </p>
      {productId || rentalDesk.objectCount <= MACHINES_PER_PAGE ? null : (
        <Pager
          label={t('calendar.pages')}
          previous={page > 1 ? at(from, {}, page - 1) : null}
          next={shownLast < rentalDesk.objectCount ? at(from, {}, page + 1) : null}
          texts={pager}
          status={t('calendar.objectsShown', {
            first: shownFirst,
            last: shownLast,
            count: rentalDesk.objectCount,
          })}
        />
      )}
      {rentalDesk.objects.length === 0 ? <p>{t('calendar.empty')}</p> : null}
      {rentalDesk.objects.map((object) => (
        <CalendarTable
          key={object.productId}
          object={object}
          days={rentalDesk.days}
          today={today}
          dates={dates}
          bookingHref={(id) => href(locale, `/rentals/bookings/${id}`)}
          blockHref={mayWrite ? (unitId) => `${at(from, { unit: String(unitId) })}#maintenance` : null}
          texts={{
            caption: (name) => t('calendar.caption', { name }),
            unit: t('calendar.unit'),
            meter: (hours) => t('calendar.meter', { hours }),
            block: t('calendar.block'),
            blockLabel: (serial) => t('calendar.blockLabel', { serial }),
            closedDay: t('calendar.closedDay'),
            cell: (unit, date, state) => t('cell.label', { unit, date, state }),
            booking: (state, id) => t('cell.booking', { state, id }),
            states,
            symbols,
          }}
        />
      ))}
      <Legend title={t('legend')} texts={{ states, symbols }} />
      {mayWrite ? (
        <MaintenanceForm
          locale={locale}
          units={all.objects.map((object) => ({
            name: object.name,
            units: object.units.map((unit) => ({ id: unit.id, serialNumber: unit.serialNumber })),
          }))}
          returnTo={`${from}${productId ? `:${productId}` : ''}`}
          outcome={{
            unit: blockUnit,
            done: form === 'maintenance' ? param(searchParams, 'done') : null,
            problem: form === 'maintenance' ? problemOf(searchParams) : null,
            typed: {
              from: form === 'maintenance' ? param(searchParams, 'blockFrom') : null,
              to: form === 'maintenance' ? param(searchParams, 'blockTo') : null,
              reason: form === 'maintenance' ? param(searchParams, 'reason') : null,
            },
          }}
          texts={{
            title: t('maintenance.title'),
            intro: t('maintenance.intro'),
            unit: t('maintenance.unit'),
            from: t('maintenance.from'),
            to: t('maintenance.to'),
            reason: t('maintenance.reason'),
            submit: t('maintenance.submit'),
            done: (id) => t('maintenance.done', { id }),
          }}
        />
      ) : null}
    </>
  );
}
