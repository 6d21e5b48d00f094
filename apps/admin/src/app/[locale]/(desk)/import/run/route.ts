import { MAX_FILE_BYTES, postImportRun, unpackFile } from '@/features/catalog-transfer';
import { fromThisApp } from '@/lib/from-this-app';

/**
 * The import page's run with JavaScript: the checked file posted on to the API as the signed-in
 * member, and the API's lines of progress streamed back as they come (the progress bar reads them).
 */
export async function POST(request: Request) {
  if (!fromThisApp(request)) return new Response('Forbidden', { status: 403 });
  const form = await request.formData().catch(() => null);
  const bytes = unpackFile(form?.get('file'), MAX_FILE_BYTES);
  const fingerprint = form?.get('fingerprint');
  if (!bytes || typeof fingerprint !== 'string') {
    return new Response(`${JSON.stringify({ result: { ok: false, reason: 'NO_FILE' } })}\n`, {
      status: 400,
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
    });
  }
  return postImportRun(bytes, fingerprint.slice(0, 100));
}
