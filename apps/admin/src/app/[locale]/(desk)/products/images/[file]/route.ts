import { proxyProductImage } from '@/features/products';

/** A product photo's resized copy, for the desk's thumbnails (the shop serves the same file). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  return proxyProductImage((await params).file);
}
