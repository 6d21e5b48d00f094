import { proxyOrderDocument } from '@/features/orders';
import { isLocale } from '@/lib/routing/locales';

/** The API's file for each document address of an order page; anything else is not found. */
function apiPathOf(id: string, doc: string[]): string | null {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [kind, number, ...rest] = doc;
  if (rest.length > 0) return null;
  if ((kind === 'invoice' || kind === 'packing-slip') && number === undefined)
    return `/admin/orders/${id}/${kind}.pdf`;
  if (kind === 'credit-notes' && number && /^\d{1,9}$/.test(number))
    return `/admin/orders/${id}/credit-notes/${number}.pdf`;
  return null;
}

/** An order's invoice, packing slip or credit note as a PDF, fetched as the signed-in member. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; id: string; doc: string[] }> },
) {
  const { id, doc } = await params;
  const path = apiPathOf(id, doc);
  if (!path) return new Response('Not found', { status: 404 });
  const asked = new URL(request.url).searchParams.get('lang');
  const search = new URLSearchParams(asked && isLocale(asked) ? { lang: asked } : {});
  return proxyOrderDocument(path, search);
}
