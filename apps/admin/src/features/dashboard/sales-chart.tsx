import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { barsOf, bestDayIndex, labelledDays } from './chart-scale';
import styles from './dashboard.module.css';
import { dayOf } from './day';
import type { DashboardMarket } from './queries';

/**
 * Sales incl. VAT per day for one market, as bars drawn in SVG. The picture is one image with its
 * summary for a screen reader; the same figures are a table below it (a details element, so it
 * opens by keyboard without JavaScript). Other markets are links to the same page.
 */
export async function SalesChart({
  locale,
  markets,
  market,
  firstDay,
  today,
}: {
  locale: Locale;
  markets: readonly DashboardMarket[];
  market: DashboardMarket;
  firstDay: string;
  today: string;
}) {
  const [t, format] = await Promise.all([getTranslations('dashboard.chart'), getFormatter()]);
  const shortDate = (date: string) =>
    format.dateTime(dayOf(date), { day: 'numeric', month: 'short', timeZone: 'Europe/Stockholm' });
  const amounts = market.days.map((day) => day.incVat);
  const bars = barsOf(amounts);
  const best = bestDayIndex(amounts);
  const bestDay = best === null ? undefined : market.days[best];
  const labelled = labelledDays(market.days.length);
  const caption = t('caption', {
    market: market.countryName,
    currency: market.currencyCode,
    from: shortDate(firstDay),
    to: shortDate(today),
  });
  const summary = bestDay
    ? `${t('summary', { amount: market.chartTotal.incVatFormatted, orders: market.chartTotal.orders })} ${t('best', { date: shortDate(bestDay.date), amount: bestDay.incVatFormatted })}`
    : t('none');

  return (
    <section aria-labelledby="chart-heading" className={styles.section}>
      <h2 id="chart-heading">{t('heading')}</h2>
      <nav aria-label={t('marketsLabel')}>
        <ul className={styles.marketLinks}>
          {markets.map((m) => (
            <li key={`${m.alias}-${m.currencyCode}`}>
              <Link
                href={`${href(locale, '/')}?market=${encodeURIComponent(m.alias)}#chart-heading`}
                aria-current={m === market ? 'page' : undefined}
                className={styles.marketLink}
              >
                {m.countryName}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <figure className={styles.chart}>
        <figcaption className={styles.chartCaption}>{caption}</figcaption>
        <div role="img" aria-label={`${caption}. ${summary}`} className={styles.plot}>
          <p className={styles.chartSummary} aria-hidden="true">
            {summary}
          </p>
          <div className={styles.bars}>
            <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              {bars.map((bar, i) =>
                bar.height > 0 ? (
                  <rect
                    key={market.days[i]?.date}
                    x={bar.x}
                    width={bar.width}
                    y={100 - bar.height}
                    height={bar.height}
                    className={i === best ? styles.bestBar : styles.bar}
                  >
                    <title>{`${shortDate(market.days[i]?.date ?? '')}: ${market.days[i]?.incVatFormatted}`}</title>
                  </rect>
                ) : null,
              )}
            </svg>
          </div>
          <ol className={styles.axis} aria-hidden="true">
            {market.days.map((day, i) => (
              <li key={day.date}>{labelled.has(i) ? shortDate(day.date) : ''}</li>
            ))}
          </ol>
        </div>
        <details className={styles.tableToggle}>
          <summary>{t('showTable')}</summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <section className={styles.tableWrap} tabIndex={0} aria-label={t('showTable')}>
            <table className={styles.table}>
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('orders')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('incVat')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('exVat')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {market.days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">
                      <time dateTime={day.date}>{shortDate(day.date)}</time>
                    </th>
                    <td className={styles.numeric}>{day.orders}</td>
                    <td className={styles.numeric}>{day.incVatFormatted}</td>
                    <td className={styles.numeric}>{day.exVatFormatted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
      </figure>
    </section>
  );
}
