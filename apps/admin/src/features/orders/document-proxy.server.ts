import 'server-only';
import { commerceUrl } from '@/lib/config.server';
import { sessionToken } from '@/lib/session/session.server';

/** The headers of the API's answer a browser needs to open or save the file. */
const PASSED_ON = ['content-type', 'content-disposition', 'content-length'];

/**
 * A document of the API (`/admin/orders/...`: a PDF or the CSV export; a rental's photo at
 * `/admin/rentals/photos/...`) fetched as the signed-in
 * member and handed on as it streams. The browser never holds the session token, so it asks here;
 * the API checks the permission and answers 401, 403 or 404 itself, and so does this.
 */
export async function proxyOrderDocument(apiPath: string, search: URLSearchParams): Promise<Response> {
  const token = await sessionToken();
  const query = search.toString();
  const answer = await fetch(`${commerceUrl()}${apiPath}${query ? `?${query}` : ''}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
