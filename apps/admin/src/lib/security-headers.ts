/**
 * The back office's security headers. The policy carries a nonce made per request (every page is
 * rendered per request, none is cached), so only the scripts Next writes with that nonce run, and
 * what they load ('strict-dynamic'); no inline handler, no other origin, never framed.
 */
export function contentSecurityPolicy({ nonce, production }: { nonce: string; production: boolean }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${production ? '' : " 'unsafe-eval'"}`,
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the back office never uses. */
const UNUSED_FEATURES = ['camera', 'geolocation', 'microphone', 'payment', 'usb', 'browsing-topics'];

/** Headers of every response, pages and files alike: never indexed, never framed, no referrer out. */
export function staticSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}
