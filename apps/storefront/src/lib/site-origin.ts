/**
 * The scheme and host the shopper reached the storefront at, for absolute addresses (structured
 * data, sitemaps, robots.txt): a proxy in front names them in the X-Forwarded headers.
 */
export function siteOrigin(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost';
  const proto =
    headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ??
    (host.startsWith('localhost') ? 'http' : 'https');
  return `${proto}://${host}`;
}
