import { proxyOrderDocument } from '@/features/orders';

/** A hand-out's or return's photo, full size, fetched as the signed-in member (rentals.read). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return new Response('Not found', { status: 404 });
  return proxyOrderDocument(`/admin/rentals/photos/${id}`, new URLSearchParams());
}
