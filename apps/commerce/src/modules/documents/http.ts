import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '#src/db/client.ts';
import { renderManualPdf } from '#src/modules/media/index.ts';
import { DOCUMENT_FILE_NAME, manualContent } from './documents.ts';

/** Rendered PDFs kept for repeat requests; a document's content changes only with the catalog. */
const RENDERED_KEPT = 64;
const rendered = new Map<string, { body: Buffer; etag: string }>();

async function renderedDocument(db: Database, fileName: string) {
  const kept = rendered.get(fileName);
  if (kept) return kept;
  const content = await manualContent(db, fileName);
  if (!content) return null;
  const body = await renderManualPdf(content);
  const entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  rendered.set(fileName, entry);
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  return entry;
}

/** GET /documents/{fileName}: the document as a PDF, cacheable for a day; 404 for an unknown name. */
export async function serveDocument(
  db: Database,
  encodedFileName: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // Safe names need no decoding; anything else (malformed escapes too) is simply unknown.
  const fileName = encodedFileName;
  const document = DOCUMENT_FILE_NAME.test(fileName) ? await renderedDocument(db, fileName) : null;
  if (!document) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'No such document' }));
    return;
  }
  const headers = {
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    etag: document.etag,
  };
  if (req.headers['if-none-match'] === document.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    'content-type': 'application/pdf',
    'content-length': String(document.body.length),
    'content-disposition': `inline; filename="${fileName}"`,
  });
  res.end(req.method === 'HEAD' ? undefined : document.body);
}
