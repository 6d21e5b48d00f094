import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { orders } from '#src/db/schema.ts';
import { loadOrder } from '../order-cart.ts';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';

const PUBLIC_ID_PDF = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/**
 * GET /invoices/{publicId}.pdf: an order's invoice, for the confirmation page's link. The public id
 * is the order's unguessable key (as getOrderPublic's); anything else is 404. Never cached by
 * shared caches: it names the customer.
 */
export async function serveInvoice(db: Database, name: string, req: IncomingMessage, res: ServerResponse) {
  const publicId = PUBLIC_ID_PDF.exec(name)?.[1];
  const [order] = publicId ? await db.select().from(orders).where(eq(orders.publicId, publicId)) : [];
  if (!order) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'No such invoice' }));
    return;
  }
  const body = await renderInvoicePdf(await loadOrder(db, order));
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(body.length),
    'content-disposition': `inline; filename="${invoiceFileName(order.id)}"`,
    'cache-control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
