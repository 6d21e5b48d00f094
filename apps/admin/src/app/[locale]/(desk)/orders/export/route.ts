import { proxyOrderDocument } from '@/features/orders';

/**
 * The orders the list's filters find, as CSV: the list's own query string passed on to the API's
 * export, its head in the page's language.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const search = new URL(request.url).searchParams;
  search.set('lang', locale);
  search.delete('after');
  search.delete('trail');
  return proxyOrderDocument('/admin/orders.csv', search);
}
