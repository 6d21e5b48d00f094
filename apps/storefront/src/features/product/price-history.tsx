import { getFormatter, getTranslations } from 'next-intl/server';
import type { ResultOf } from '@/lib/graphql/graphql';
import { priceChart } from './price-chart';
import styles from './price-history.module.css';
import type { ProductPageQuery } from './queries';

type Product = NonNullable<ResultOf<typeof ProductPageQuery>['product']>;
type Entry = Product['priceLog'][number];

const BOX = { width: 640, height: 220, padding: { top: 28, right: 16, bottom: 36, left: 16 } };

/** The price log as a step chart (inline SVG) with the same facts as a table, in each VAT form. */
export async function PriceHistory({ priceLog, today }: { priceLog: Entry[]; today: string }) {
  const [t, format] = await Promise.all([getTranslations('product'), getFormatter()]);
  const date = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: 'medium' });
  const forms = [
    {
      vat: 'inc',
      amount: (e: Entry) => e.sellingPriceIncVat,
      label: (e: Entry) => e.sellingPriceIncVatFormatted,
    },
    {
      vat: 'ex',
      amount: (e: Entry) => e.sellingPriceExVat,
      label: (e: Entry) => e.sellingPriceExVatFormatted,
    },
  ] as const;
  return (
    <section aria-labelledby="price-history" className={styles.section}>
      <h2 id="price-history">{t('priceHistory')}</h2>
      <p>{t('priceHistoryIntro')}</p>
      {forms.map(({ vat, amount, label }) => {
        const chart = priceChart(
          priceLog.map((e) => ({ date: e.date, amount: amount(e), isLowest: e.isLowest })),
          today,
          BOX,
        );
        if (!chart) return null;
        const high = priceLog[chart.high.index] as Entry;
        const low = priceLog[chart.low.index] as Entry;
        const description = t('priceChart', {
          from: date(priceLog[0]?.date ?? today),
          to: date(today),
          high: label(high),
          low: label(low),
        });
        return (
          <figure key={vat} className={`${styles.figure} vat-${vat}`}>
            <svg
              viewBox={`0 0 ${BOX.width} ${BOX.height}`}
              role="img"
              aria-label={description}
              className={styles.chart}
            >
              <line
                x1={chart.xStart}
                x2={chart.xEnd}
                y1={BOX.height - BOX.padding.bottom + 8}
                y2={BOX.height - BOX.padding.bottom + 8}
                className={styles.axis}
              />
              <path d={chart.path} className={styles.line} />
              {chart.points.map((p) => (
                <circle
                  key={`${p.date}-${p.index}`}
                  cx={p.x}
                  cy={p.y}
                  r={p.isLowest ? 6 : 4}
                  className={p.isLowest ? styles.lowest : styles.point}
                />
              ))}
              <text x={chart.xStart} y={chart.high.y - 10} className={styles.label}>
                {label(high)}
              </text>
              {chart.low.y !== chart.high.y && (
                <text x={chart.xEnd} y={chart.low.y - 10} textAnchor="end" className={styles.label}>
                  {label(low)}
                </text>
              )}
              <text x={chart.xStart} y={BOX.height - 6} className={styles.label}>
                {date(priceLog[0]?.date ?? today)}
              </text>
              <text x={chart.xEnd} y={BOX.height - 6} textAnchor="end" className={styles.label}>
                {date(today)}
              </text>
            </svg>
            <figcaption className={styles.legend}>
              <span className={styles.legendLowest} aria-hidden="true" /> {t('lowestMarker')}
            </figcaption>
          </figure>
        );
      })}
      <details className={styles.details}>
        <summary>{t('priceTable')}</summary>
        <table className={styles.table}>
          <caption>{t('priceTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col">{t('regular')}</th>
              <th scope="col">{t('lowestMarker')}</th>
            </tr>
          </thead>
          <tbody>
            {priceLog.map((e) => (
              <tr key={e.date}>
                <th scope="row">
                  <time dateTime={e.date}>{date(e.date)}</time>
                </th>
                <td>
                  <span className="vat-inc">{e.sellingPriceIncVatFormatted}</span>
                  <span className="vat-ex">{e.sellingPriceExVatFormatted}</span>
                  {e.isDiscounted && <span className={styles.discounted}> ({t('discountedMarker')})</span>}
                </td>
                <td>
                  <span className="vat-inc">{e.regularPriceIncVatFormatted}</span>
                  <span className="vat-ex">{e.regularPriceExVatFormatted}</span>
                </td>
                <td>{e.isLowest ? t('yes') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
