import 'server-only';
import { headers } from 'next/headers';

/** The origin the shopper reached this storefront at, for absolute URLs (structured data). */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto =
    h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? (host.startsWith('localhost') ? 'http' : 'https');
  return `${proto}://${host}`;
}
