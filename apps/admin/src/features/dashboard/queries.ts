import { graphql, type ResultOf } from '@/lib/graphql/graphql';

/** How many SKUs low in stock the start page lists; the rest are counted. */
export const LOW_STOCK_SHOWN = 15;

export const DashboardQuery = graphql(`
  query Dashboard($languageCode: String, $lowStockFirst: Int) {
    dashboard(languageCode: $languageCode) {
      today
      weekStart
      chartFirstDay
      markets {
        alias
        countryName
        currencyCode
        cancelledToday
        cancelledWeek
        today { orders incVatFormatted exVatFormatted }
        week { orders incVatFormatted exVatFormatted }
        chartTotal { orders incVatFormatted exVatFormatted }
        days { date orders incVat incVatFormatted exVatFormatted }
      }
      waitingOrders { stage count }
      lowStock(first: $lowStockFirst) {
        count
        skus { skuId articleNumber productName skuName inStock oversellable threshold }
      }
    }
    me { permissions }
  }
`);

export type Dashboard = ResultOf<typeof DashboardQuery>['dashboard'];
export type DashboardMarket = Dashboard['markets'][number];
