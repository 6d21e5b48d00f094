import 'server-only';
import { headers } from 'next/headers';
import { sameSitePath } from './same-site-path';

/** The page a form was posted from, when the browser says and it is this shop's. */
export async function postedFrom(): Promise<string | null> {
  const requested = await headers();
  const referer = requested.get('referer');
  const host = requested.get('host');
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    // `http://shop//evil.example/p/x` is this host, but its path is another site to a browser.
    return url.host === host ? sameSitePath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}
