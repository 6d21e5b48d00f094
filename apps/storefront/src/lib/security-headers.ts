import { TAG_MANAGER_ORIGIN } from './tag-manager';

/**
 * The security headers of every storefront response: pages (cached or not), route handlers, files,
 * redirects and errors (ADR 33). `production` is a production build (`next build`, served by
 * `next start`); `next dev` needs `eval` for React's error overlays and sends no HSTS.
 */
export interface SecurityHeaderOptions {
  production: boolean;
  /** A tag manager container is configured: its script may load, and send what it sends. */
  tagManager?: boolean;
}

/**
 * A policy the page cache can keep: the same for every request, so no nonce. Next writes each
 * page's RSC payload into inline scripts that differ per page, so inline scripts stay allowed (no
 * hash can name them) while inline event handlers, plugins, `<base>`, other origins and framing
 * are refused. Styles come from files; only `style` attributes (a loading bar's duration, a rating's
 * width) are inline.
 */
export function contentSecurityPolicy({ production, tagManager = false }: SecurityHeaderOptions): string {
  const tags = tagManager ? ` ${TAG_MANAGER_ORIGIN}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}${tags}`,
    "script-src-attr 'none'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self'${tags}`,
    "font-src 'self'",
    `connect-src 'self'${tags}`,
    // The service worker, /sw.js (ADR 41); no other worker.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Browser features the shop never uses, refused to it and to anything it might embed. */
const UNUSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
];

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Full addresses within the shop (the no-JavaScript cart form returns to its page by them),
    // only the origin to other sites.
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    ...(options.production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}
