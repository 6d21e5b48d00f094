import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { orders } from '#src/db/schema.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { CHECKOUT_SESSION_HEADER, checkoutSessionDigest } from '#src/modules/checkout/index.ts';
import { isBuyer } from '../buyer.ts';
import { loadOrder } from '../order-cart.ts';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';
import { signedLinkOpens } from './links.ts';

const PUBLIC_ID_PDF = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/** What serving an invoice needs besides the database: who the request is, and the links' key. */
export interface InvoiceAccess {
  db: Database;
  viewerOf: (authorization: string | null) => ReturnType<RequestContext['viewer']>;
  linkKey: () => Promise<Buffer>;
  clock: () => number;
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
};

/**
 * GET /invoices/{publicId}.pdf: an order's invoice (ADR 28). The public id alone opens nothing: the
 * request must also be the buyer's (the checkout session that placed the order, or its signed-in
 * customer), or carry the order mail's signature (`expires`, `signature`) before it expires. Any
 * other request is 404, the same as an unknown id. Never cached by shared caches: it names the customer.
 */
export async function serveInvoice(
  access: InvoiceAccess,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const publicId = PUBLIC_ID_PDF.exec(url.pathname.slice('/invoices/'.length))?.[1];
  const [order] = publicId ? await access.db.select().from(orders).where(eq(orders.publicId, publicId)) : [];
  const opens =
    order &&
    (signedLinkOpens(await access.linkKey(), order.publicId, url.searchParams, access.clock()) ||
      (await isBuyer(
        {
          checkoutSession: checkoutSessionDigest(header(req, CHECKOUT_SESSION_HEADER)),
          viewer: () => access.viewerOf(header(req, 'authorization')),
        },
        order,
      )));
  if (!order || !opens) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'No such invoice' }));
    return;
  }
  const body = await renderInvoicePdf(await loadOrder(access.db, order));
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(body.length),
    'content-disposition': `inline; filename="${invoiceFileName(order.id)}"`,
    'cache-control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
