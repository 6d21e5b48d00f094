import { LIST_PERIOD_WORDS } from '../list-period';
import type { RouteKey } from './route-table';

/** A query key a page reads: its name, or a pattern for a family of names. */
type QueryKey = string | RegExp;

/** A list's filters: each holds a comma-separated list of `label~id` (features/catalog/list-query). */
export const LIST_FACET_KEYS = ['categories', 'brands', 'skus', 'price', 'discount'] as const;
/** A list's filter by a product parameter: `p-{parameterId}`. */
export const LIST_PARAMETER_KEY = /^p-([A-Za-z0-9_]+)$/;

/**
 * What a list of products reads: its filters, a price range typed without JavaScript, sort, page,
 * and hire days in each language's words (lib/list-period).
 */
const LIST: readonly QueryKey[] = [
  ...LIST_FACET_KEYS,
  LIST_PARAMETER_KEY,
  'priceFrom',
  'priceTo',
  'sort',
  'page',
  ...LIST_PERIOD_WORDS,
];
const CONTACT: readonly QueryKey[] = ['product'];

/**
 * The query keys each route's page reads on the server, and no other: the proxy passes a page only
 * these, so that an address's tracking keys (`utm_*`, `gclid`, `fbclid`), the keys only the browser
 * acts on (`?action=cart`) and any unknown key serve the same cached page (ADR 18). The address bar
 * keeps them all for the page's scripts. A page that starts to read a key names it here.
 */
export const PAGE_QUERY_KEYS = {
  index: [],
  notFound: [],
  account: ['loginToken', 'return'],
  favorites: [],
  // What a cart change or the checkout's form posted without JavaScript says on the page it lands
  // on (features/cart/cart-page-notice, features/checkout/form-outcome).
  checkout: ['added', 'removed', 'line', 'problem', 'cap', 'from', 'error', 'problems'],
  manuals: ['q', 'page'],
  news: LIST,
  previewWidgets: ['family', 'alias', 'area'],
  brands: [],
  resetPassword: ['resetKey'],
  // The mail's token, then how its confirmation went and how many guest orders joined (ADR 69).
  emailConfirm: ['token', 'status', 'orders'],
  newsletter: ['status'],
  newsletterConfirm: ['token', 'status'],
  stockAlert: ['product', 'status'],
  checkoutConfirm: ['id', 'cartId', 'paymentType'],
  checkoutFailure: ['error'],
  // A hire's cancellation: asked to confirm, done, or refused (features/account/booking-list); on
  // both, how asking for a new link that confirms the email went (account/email-confirmation-outcome).
  orders: ['cancel', 'cancelled', 'refused', 'emailLink'],
  settings: ['emailLink'],
  balance: [],
  contactSales: CONTACT,
  contactService: CONTACT,
  contactParts: CONTACT,
  contactRentals: CONTACT,
  // A rented machine's pickup and return days (lib/rental-period), as its form without JavaScript sends them.
  product: ['reviews', 'from', 'to', 'zip'],
  category: LIST,
  brand: LIST,
  discountCampaign: LIST,
  search: LIST,
  list: LIST,
  listVariant: LIST,
  productAlias: [],
  content: [],
  // The desk's preview link: its token shows the page's draft to whoever holds it (ADR 78).
  contentPreview: ['token'],
  contentAlias: [],
} as const satisfies Record<RouteKey, readonly QueryKey[]>;

/** Whether the page of a route (none: the not-found page) reads a query key. */
export function pageReadsKey(route: RouteKey | null, key: string): boolean {
  const keys: readonly QueryKey[] = route ? PAGE_QUERY_KEYS[route] : [];
  return keys.some((k) => (typeof k === 'string' ? k === key : k.test(key)));
}
