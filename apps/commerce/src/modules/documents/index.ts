// What other modules use of the documents: the PDF helper the manuals and invoices share.
export { SHOP_NAME, startPdf } from './pdf.ts';
