import Link from 'next/link';
import type { DateTexts } from './dates';
import type { DeskCalendar } from './documents';
import styles from './rentals.module.css';

type Unit = DeskCalendar['objects'][number]['units'][number];
type Cell = Unit['days'][number];

export interface CalendarTexts {
  caption: (name: string) => string;
  unit: string;
  meter: (hours: number) => string;
  block: string;
  blockLabel: (serial: string) => string;
  closedDay: string;
  /** A cell's words for screen readers: the unit, the day or days, and what it is. */
  cell: (unit: string, days: string, state: string) => string;
  booking: (state: string, id: number) => string;
  states: Record<string, string>;
  symbols: Record<string, string>;
}

/** A unit's days as cells: the days of one booking run together into one cell. */
function runs(cells: Cell[]): { cell: Cell; span: number; last: string }[] {
  const merged: { cell: Cell; span: number; last: string }[] = [];
  for (const cell of cells) {
    const previous = merged[merged.length - 1];
    if (previous && cell.bookingId !== null && previous.cell.bookingId === cell.bookingId) {
      previous.span += 1;
      previous.last = cell.date;
    } else {
      merged.push({ cell, span: 1, last: cell.date });
    }
  }
  return merged;
}

/**
 * One rental object's units by days as a table: a unit a row (its serial number, hour meter and a
 * link to block it), a day a column, each day's state as a letter and a colour with its words for
 * screen readers; a booking's days are one cell linking to the booking.
 */
export function CalendarTable({
  object,
  days,
  today,
  dates,
  bookingHref,
  blockHref,
  texts,
}: {
  object: DeskCalendar['objects'][number];
  days: DeskCalendar['days'];
  today: string;
  dates: DateTexts;
  bookingHref: (bookingId: number) => string;
  /** Where a unit's block link leads, or null when the member may not block. */
  blockHref: ((unitId: number) => string) | null;
  texts: CalendarTexts;
}) {
  const captionId = `object-${object.productId}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.calendar}>
        <caption id={captionId}>{texts.caption(object.name)}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.unit}</th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={day.open ? undefined : styles.closedDay}
                aria-current={day.date === today ? 'date' : undefined}
              >
                <span className={styles.weekday}>{dates.weekday(day.date)}</span>{' '}
                <span>{dates.dayMonth(day.date)}</span>
                {day.open ? null : <span className="visually-hidden">, {texts.closedDay}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {object.units.map((unit) => (
            <tr key={unit.id}>
              <th scope="row" className={styles.unitHead}>
                <span className={styles.serial}>{unit.serialNumber}</span>
                <span className={styles.meter}>{texts.meter(unit.hourMeter)}</span>
                {blockHref ? (
                  // Not prefetched: each would render the whole calendar again, one per unit in view.
                  <Link
                    href={blockHref(unit.id)}
                    aria-label={texts.blockLabel(unit.serialNumber)}
                    prefetch={false}
                  >
                    {texts.block}
                  </Link>
                ) : null}
              </th>
              {runs(unit.days).map(({ cell, span, last }) => {
                const state = texts.states[cell.state] ?? cell.state;
                const when =
                  span > 1 ? `${dates.date(cell.date)} – ${dates.date(last)}` : dates.date(cell.date);
                const words = cell.bookingId === null ? state : texts.booking(state, cell.bookingId);
                const label = texts.cell(unit.serialNumber, when, words);
                const symbol = (
                  <span aria-hidden="true" className={styles.symbol}>
                    {texts.symbols[cell.state] ?? ''}
                    {cell.bookingId !== null && span > 1 ? ` ${cell.bookingId}` : ''}
                  </span>
                );
                return (
                  <td key={cell.date} colSpan={span} className={styles[`cell-${cell.state.toLowerCase()}`]}>
                    {cell.bookingId === null ? (
                      <>
                        {symbol}
                        <span className="visually-hidden">{label}</span>
                      </>
                    ) : (
                      <Link href={bookingHref(cell.bookingId)} className={styles.cellLink} prefetch={false}>
                        {symbol}
                        <span className="visually-hidden">{label}</span>
                      </Link>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What each letter and colour of the calendar means. */
export function Legend({
  title,
  texts,
}: {
  title: string;
  texts: Pick<CalendarTexts, 'states' | 'symbols'>;
}) {
  return (
    <section aria-labelledby="legend-title" className={styles.legend}>
      <h2 id="legend-title">{title}</h2>
      <ul>
        {Object.entries(texts.symbols).map(([state, symbol]) => (
          <li key={state}>
            <span
              aria-hidden="true"
              className={`${styles.swatch} ${styles[`cell-${state.toLowerCase()}`] ?? ''}`}
            >
              {symbol}
            </span>{' '}
            {texts.states[state]}
          </li>
        ))}
      </ul>
    </section>
  );
}
