export { createStockAlerts, type StockAlertOptions } from './alerts.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** Told when a change raised some SKU's stock: back-in-stock mails go out now, not at the next poll. */
    stockRaised(): void;
  }
}
