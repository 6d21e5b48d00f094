import { forwardToCommerce } from '@/lib/forward.server';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return forwardToCommerce(request, `/images/products/${encodeURIComponent(file)}`);
}
