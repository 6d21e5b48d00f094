/**
 * The desks in the back office's navigation, one line each, in the order they show. `label` is a
 * message key in the desk's own messages file (`messages/{sv,en}/<area>.json`); `permission` is the
 * one the desk's reads need, so a member sees only desks their role opens (the API still decides).
 */
export interface NavItem {
  /** The page within a language, e.g. `/orders`. */
  path: string;
  label: string;
  permission: string;
  /** The desk's other pages, beside `path`, whose addresses mark this line as current. */
  also?: readonly string[];
}

export const NAV: readonly NavItem[] = [
  { path: '/', label: 'shell.nav.start', permission: 'dashboard.read' },
  { path: '/orders', label: 'orders.nav', permission: 'orders.read' },
  { path: '/customers', label: 'customers.nav', permission: 'customers.read' },
  { path: '/products', label: 'products.nav', permission: 'catalog.read' },
  { path: '/rentals', label: 'rentals.nav', permission: 'rentals.read' },
  { path: '/import', label: 'import.nav', permission: 'catalog.read' },
  { path: '/stock', label: 'stock.nav', permission: 'catalog.read' },
  { path: '/reviews', label: 'reviews.nav', permission: 'catalog.read' },
  { path: '/campaigns', label: 'marketing.nav', permission: 'catalog.read', also: ['/codes', '/gift-cards'] },
  { path: '/content', label: 'content.nav', permission: 'catalog.read', also: ['/menus'] },
  { path: '/staff', label: 'staff.nav', permission: 'staff.manage' },
  { path: '/audit', label: 'audit.nav', permission: 'audit.read' },
];

/** Whether a nav item is the page shown (or a page below it). */
export function isCurrent(item: NavItem, page: string): boolean {
  if (item.path === '/') return page === '/' || page === '';
  return [item.path, ...(item.also ?? [])].some((path) => page === path || page.startsWith(`${path}/`));
}
