import { sessionToken } from '@/lib/auth/session.server';
import { checkoutSecret } from '@/lib/checkout-secret.server';
import { forwardToCommerce } from '@/lib/forward.server';
import { contentDisposition } from '@/lib/header-values';

export const dynamic = 'force-dynamic';

/**
 * An order's invoice (PDF), from the commerce API: to the browser that placed the order (its checkout
 * secret), its signed-in customer, or the order mail's signed link until it expires (ADR 28).
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const response = await forwardToCommerce(
    request,
    `/invoices/${encodeURIComponent(file)}${new URL(request.url).search}`,
    { bearer: await sessionToken(), checkoutSecret: await checkoutSecret({ create: false }) },
  );
  if (response.ok) response.headers.set('content-disposition', contentDisposition('inline', file));
  return response;
}
