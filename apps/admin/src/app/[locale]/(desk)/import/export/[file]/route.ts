import { proxyOrderDocument } from '@/features/orders';

const FILE = /^(products|prices|stock|all)\.(csv|xlsx)$/;

/** A sheet of the catalog (or all, as XLSX), fetched as the signed-in member (catalog.read) and streamed on. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  const match = FILE.exec((await params).file);
  if (!match || (match[1] === 'all' && match[2] === 'csv')) return new Response('Not found', { status: 404 });
  return proxyOrderDocument(
    '/admin/catalog/export',
    new URLSearchParams({ sheet: match[1] as string, format: match[2] as string }),
  );
}
