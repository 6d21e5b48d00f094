import 'server-only';

/** Where the back office's server finds the commerce API (COMMERCE_URL, as for the storefront). */
export function commerceUrl(): string {
  return process.env.COMMERCE_URL ?? `http://127.0.0.1:${process.env.COMMERCE_PORT ?? 4000}`;
}

/**
 * Cookies go only over HTTPS in production; a local production build over plain HTTP on another
 * host than localhost names itself with ADMIN_URL=http://... to still sign in.
 */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === 'production' && !(process.env.ADMIN_URL ?? '').startsWith('http://');
}
