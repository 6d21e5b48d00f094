/**
 * The scheme and host every published absolute address starts with (canonical and hreflang links,
 * sitemaps, robots.txt, structured data): `SITE_URL`, by default http://localhost:{PORT}. It is
 * configured rather than read from the request, so that no client can choose, through a Host or
 * X-Forwarded-Host header, the addresses the shop publishes or a cache keeps.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL || `http://localhost:${env.PORT || 3000}`;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) address, not ${JSON.stringify(configured)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an http or https address, not ${JSON.stringify(configured)}`);
  }
  return url.origin;
}
