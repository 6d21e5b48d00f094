import type { Permission } from '#src/modules/staff/index.ts';

/** The start page's row of the permission matrix: every member reads it, nobody else. */
export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  {
    operation: 'dashboard',
    document: `query ($languageCode: String) {
      dashboard(languageCode: $languageCode) {
        today
        markets { alias today { orders incVat } days { date incVat } }
        waitingOrders { stage count }
        lowStock(first: 5) { count skus { articleNumber inStock } }
      }
    }`,
    variables: { languageCode: 'sv' },
    allowed: 'dashboard.read',
  },
];
