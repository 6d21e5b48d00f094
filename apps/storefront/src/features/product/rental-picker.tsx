'use client';

import { useEffect, useMemo, useState } from 'react';
import { type DateRange, DayPicker, labelDayButton, type Locale as PickerLocale } from 'react-day-picker';
import 'react-day-picker/style.css';
import { fillMessage } from '@/lib/fill-message';
import { type BrowserScope, browserClient } from '@/lib/graphql/browser';
import { dateOfDay, dayOfDate, isLocalDate, monthOf, stockholmToday } from '@/lib/rental-period';
import type { Locale } from '@/lib/routing/locales';
import styles from './rental.module.css';
import { RentalCalendarQuery, type RentalMonth } from './rental-queries';
import type { RentalTexts } from './rental-texts';

// This module, the date picker and its language are no part of any page's first load: the
// booking island loads them once it runs, on a rental's page only.

/** Each language's month and day names and the picker's own labels, loaded for the page's alone. */
const PICKER_LOCALES: Record<Locale, () => Promise<PickerLocale>> = {
  sv: () => import('react-day-picker/locale/sv').then((m) => m.sv),
  da: () => import('react-day-picker/locale/da').then((m) => m.da),
  en: () => import('react-day-picker/locale/en-GB').then((m) => m.enGB),
  fi: () => import('react-day-picker/locale/fi').then((m) => m.fi),
  nb: () => import('react-day-picker/locale/nb').then((m) => m.nb),
};

/** The calendar in a language, once that language's names have loaded. */
export async function loadRentalPicker(locale: Locale) {
  const pickerLocale = await PICKER_LOCALES[locale]();
  return (props: RentalPickerProps) => <RentalPicker {...props} pickerLocale={pickerLocale} />;
}

interface RentalPickerProps {
  scope: BrowserScope;
  alias: string;
  units: number;
  dates: PickedDates;
  onChange: (dates: PickedDates) => void;
  texts: RentalTexts;
}

/** The days as the date fields hold them: YYYY-MM-DD, empty until chosen. */
export interface PickedDates {
  from: string;
  to: string;
}

type Day = RentalMonth['days'][number];

/** A month's days from the API, asked for as the shopper pages to it; failed months stay unknown. */
function useMonthDays(scope: BrowserScope, alias: string, month: string) {
  const [months, setMonths] = useState<ReadonlyMap<string, RentalMonth | 'failed'>>(new Map());
  const { apiKey, market, locale } = scope;
  const known = months.get(month);
  useEffect(() => {
    if (known !== undefined) return;
    const controller = new AbortController();
    const client = browserClient(() => ({ apiKey, market, locale }));
    const keep = (answer: RentalMonth | 'failed') => setMonths((all) => new Map(all).set(month, answer));
    client.query(RentalCalendarQuery, { alias, month }, controller.signal).then(
      ({ rentalCalendar }) => keep(rentalCalendar ?? 'failed'),
      () => {
        if (!controller.signal.aborted) keep('failed');
      },
    );
    return () => controller.abort();
  }, [apiKey, market, locale, alias, month, known]);
  const days = useMemo(() => {
    const byDate = new Map<string, Day>();
    for (const answer of months.values()) {
      if (answer !== 'failed') for (const day of answer.days) byDate.set(day.date, day);
    }
    return byDate;
  }, [months]);
  return { days, status: known === undefined ? 'loading' : known === 'failed' ? 'failed' : 'ready' };
}

/**
 * The pickup and return days in a calendar of a month at a time, weeks from Monday, in the page's
 * language: each day says how many machines are free (from the API's calendar), closed days and
 * days past cannot be chosen, and the arrow keys move between days. The first day chosen is the
 * pickup, the second the return.
 */
function RentalPicker({
  scope,
  alias,
  units,
  dates,
  onChange,
  texts,
  pickerLocale,
}: RentalPickerProps & { pickerLocale: PickerLocale }) {
  const today = useMemo(() => stockholmToday(new Date()), []);
  const from = isLocalDate(dates.from) ? dates.from : null;
  const to = isLocalDate(dates.to) ? dates.to : null;
  const [month, setMonth] = useState(() => monthOf(from && from > today ? from : today));
  const { days, status } = useMonthDays(scope, alias, month);

  const dayOf = (date: Date) => days.get(dateOfDay(date));
  const statusOf = (date: Date) => {
    const day = dayOf(date);
    if (!day) return null;
    if (!day.open) return texts.dayClosed;
    if (day.freeUnits === 0) return texts.dayBusy;
    return fillMessage(texts.dayFree, { free: day.freeUnits, units });
  };
  const localeLabel = pickerLocale.labels?.labelDayButton;
  const selected: DateRange | undefined = from
    ? { from: dayOfDate(from), to: to ? dayOfDate(to) : undefined }
    : undefined;

  return (
    <div className={styles.picker}>
      <DayPicker
        mode="range"
        min={1}
        resetOnSelect
        selected={selected}
        onSelect={(range) =>
          onChange({
            from: range?.from ? dateOfDay(range.from) : '',
            to: range?.to ? dateOfDay(range.to) : '',
          })
        }
        month={dayOfDate(`${month}-01`)}
        onMonthChange={(shown) => setMonth(monthOf(dateOfDay(shown)))}
        startMonth={dayOfDate(`${monthOf(today)}-01`)}
        today={dayOfDate(today)}
        weekStartsOn={1}
        locale={pickerLocale}
        disabled={[{ before: dayOfDate(today) }, (date) => dayOf(date)?.open === false]}
        modifiers={{
          busy: (date) => dayOf(date)?.open === true && dayOf(date)?.freeUnits === 0,
        }}
        modifiersClassNames={{ busy: styles.busy ?? '' }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const base =
              typeof localeLabel === 'function'
                ? localeLabel(date, modifiers, options, dateLib)
                : labelDayButton(date, modifiers, options, dateLib);
            const said = statusOf(date);
            return said ? `${base}, ${said}` : base;
          },
        }}
        footer={status === 'ready' ? undefined : status === 'failed' ? texts.monthFailed : texts.monthLoading}
      />
      <ul className={styles.legend}>
        <li data-day="free">{texts.legendFree}</li>
        <li data-day="busy">{texts.legendBusy}</li>
        <li data-day="closed">{texts.legendClosed}</li>
      </ul>
    </div>
  );
}
