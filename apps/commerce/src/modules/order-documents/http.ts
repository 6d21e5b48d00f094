import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { creditNotes } from '#src/db/schema.ts';
import { findOrderById, invoiceFileName, loadOrder, renderInvoicePdf } from '#src/modules/orders/index.ts';
import {
  type Permission,
  refuseFile,
  type StaffFileAccess,
  staffAllowedTo,
} from '#src/modules/staff/index.ts';
import { creditNoteFileName, renderCreditNotePdf } from './credit-note-pdf.ts';
import { documentLanguage } from './document-parts.ts';
import { orderExportQuery } from './export-query.ts';
import { ordersCsv } from './orders-csv.ts';
import { packingSlipFileName, renderPackingSlipPdf } from './packing-slip-pdf.ts';

/** The permission every document of an order asks for. */
const DOCUMENTS_PERMISSION: Permission = 'orders.read';

const ORDER_DOCUMENT = /^\/admin\/orders\/(\d{1,9})\/(invoice|packing-slip|credit-notes\/(\d{1,9}))\.pdf$/;

const ORDERS_CSV = '/admin/orders.csv';

/**
 * Streams the export: the head goes out at once and each page of rows as it is read. A failure
 * after the head cannot become an error answer any more, so the connection is cut instead and the
 * download is seen to fail, never taken for a complete file.
 */
async function sendCsv(res: ServerResponse, chunks: AsyncGenerator<string>, now: number) {
  const first = await chunks.next();
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="ordrar-${day}.csv"`,
    'cache-control': 'private, no-store',
  });
  if (!first.done) res.write(first.value);
  try {
    for await (const chunk of chunks) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  }
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { body: Buffer | string; type: string; name: string; disposition?: 'inline' | 'attachment' },
) {
  const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
  res.writeHead(200, {
    'content-type': file.type,
    'content-length': String(body.length),
    'content-disposition': `${file.disposition ?? 'inline'}; filename="${file.name}"`,
    // They name customers: never kept by a shared cache, nor by the browser.
    'cache-control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The order desk's documents, for staff only (`orders.read`, as a staff session or API token in
 * `Authorization: Bearer`): GET /admin/orders/{id}/invoice.pdf, /packing-slip.pdf and
 * /credit-notes/{number}.pdf; the last two in the order's language or the one `?lang=` names (the
 * invoice always in the order's); GET /admin/orders.csv, the orders the list's filters find
 * (export-query.ts), its head in `?lang=` or the member's language. No token or a refused one: 401; a member without
 * the permission: 403; an unknown order: 404.
 */
export async function serveOrderDocuments(
  access: StaffFileAccess,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const staff = await staffAllowedTo(access, DOCUMENTS_PERMISSION, req, res);
  if (!staff) return;
  if (url.pathname === ORDERS_CSV) {
    const asked = url.searchParams.get('lang');
    const language = asked === 'sv' || asked === 'en' ? asked : staff.languageCode === 'en' ? 'en' : 'sv';
    return sendCsv(res, ordersCsv(access.db, orderExportQuery(url.searchParams), language), access.clock());
  }
  const match = ORDER_DOCUMENT.exec(url.pathname);
  const order = match ? await findOrderById(access.db, Number(match[1])) : null;
  if (!match || !order) return refuseFile(res, 404, 'NOT_FOUND', 'No such order or document.');
  if (match[2] === 'invoice') {
    // The invoice the customer was sent: always in the order's own language.
    const body = await renderInvoicePdf(await loadOrder(access.db, order));
    return sendFile(req, res, { body, type: 'application/pdf', name: invoiceFileName(order.id) });
  }
  const lang = documentLanguage(url.searchParams.get('lang'), order.languageCode);
  if (match[3]) {
    const [credit] = await access.db
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.orderId, order.id), eq(creditNotes.number, Number(match[3]))));
    if (!credit) return refuseFile(res, 404, 'NOT_FOUND', 'No such credit note on this order.');
    const body = await renderCreditNotePdf(await loadOrder(access.db, order, lang), credit, lang);
    return sendFile(req, res, { body, type: 'application/pdf', name: creditNoteFileName(credit.number) });
  }
  const body = await renderPackingSlipPdf(await loadOrder(access.db, order, lang), lang);
  return sendFile(req, res, { body, type: 'application/pdf', name: packingSlipFileName(order.id) });
}
