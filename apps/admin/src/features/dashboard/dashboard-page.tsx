import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import { isLocale, type Locale } from '@/lib/routing/locales';
import styles from './dashboard.module.css';
import { dayOf } from './day';
import { LowStockTable } from './low-stock-table';
import { MarketFigures } from './market-figures';
import { DashboardQuery, LOW_STOCK_SHOWN } from './queries';
import { SalesChart } from './sales-chart';
import { WaitingOrders } from './waiting-orders';

export async function dashboardMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

/**
 * The start page: sales per market today and this week, a chart of the last 30 days, orders
 * waiting per stage and SKUs low in stock. All of it is rendered here; it needs no JavaScript.
 */
export async function DashboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ locale: requested }, query] = await Promise.all([params, searchParams]);
  const locale: Locale = isLocale(requested) ? requested : 'sv';
  const [{ dashboard, me }, t, format] = await Promise.all([
    staffQuery(DashboardQuery, { languageCode: locale, lowStockFirst: LOW_STOCK_SHOWN }),
    getTranslations('dashboard'),
    getFormatter(),
  ]);
  const longDate = (date: string) =>
    format.dateTime(dayOf(date), { dateStyle: 'long', timeZone: 'Europe/Stockholm' });
  const chartMarket = dashboard.markets.find((m) => m.alias === query.market) ?? dashboard.markets[0] ?? null;

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>
        {t('asOf', { today: longDate(dashboard.today), weekStart: longDate(dashboard.weekStart) })}
      </p>
      <MarketFigures markets={dashboard.markets} />
      {chartMarket && (
        <SalesChart
          locale={locale}
          markets={dashboard.markets}
          market={chartMarket}
          firstDay={dashboard.chartFirstDay}
          today={dashboard.today}
        />
      )}
      <div className={styles.columns}>
        <WaitingOrders locale={locale} waiting={dashboard.waitingOrders} />
        <LowStockTable
          locale={locale}
          lowStock={dashboard.lowStock}
          // The stock desk opens to those who may read the catalog: the rows link to it for them.
          linked={me.permissions.includes('catalog.read')}
        />
      </div>
    </div>
  );
}
