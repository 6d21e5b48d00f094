// What the server uses of the documents: the product manuals served as PDF at /documents/{file}.
export { serveDocument } from './http.ts';
