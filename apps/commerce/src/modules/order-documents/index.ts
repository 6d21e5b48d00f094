// The order desk's documents (packing slip, credit note, the invoice for staff) and the orders' CSV export.
export { serveOrderDocuments } from './http.ts';
