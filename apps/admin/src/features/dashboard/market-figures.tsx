import { getTranslations } from 'next-intl/server';
import styles from './dashboard.module.css';
import type { DashboardMarket } from './queries';

/** Today's and this week's orders and sales, one card per market in its own currency. */
export async function MarketFigures({ markets }: { markets: readonly DashboardMarket[] }) {
  const t = await getTranslations('dashboard.sales');
  return (
    <section aria-labelledby="sales-heading" className={styles.section}>
      <h2 id="sales-heading">{t('heading')}</h2>
      <p className={styles.muted}>{t('note')}</p>
      <ul className={styles.cards}>
        {markets.map((market) => (
          <li key={`${market.alias}-${market.currencyCode}`} className={styles.card}>
            <h3 className={styles.cardTitle}>
              {market.countryName} <span className={styles.currency}>{market.currencyCode}</span>
            </h3>
            <dl className={styles.figures}>
              {(['today', 'week'] as const).map((period) => {
                const sales = market[period];
                const cancelled = period === 'today' ? market.cancelledToday : market.cancelledWeek;
                return (
                  <div key={period} className={styles.figure}>
                    <dt>{t(period)}</dt>
                    <dd>
                      <span className={styles.amount}>{sales.incVatFormatted}</span>
                      <span className={styles.small}>{t('exVat', { amount: sales.exVatFormatted })}</span>
                      <span className={styles.small}>
                        {t('orders', { count: sales.orders })}
                        {cancelled > 0 ? ` · ${t('cancelled', { count: cancelled })}` : ''}
                      </span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
