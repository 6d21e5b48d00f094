import 'server-only';
import { commerceUrl } from '@/lib/config.server';
import { sessionToken } from '@/lib/session/session.server';
import type { RunResult } from './state';

/** The API's limit on a file (TRANSFER_LIMITS.fileBytes); the API says so again if it is ever lower. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** A refused request's answer as a run's result: who may not, or that it did not work. */
const refusedRun = (status: number): RunResult => ({
  ok: false,
  reason:
    status === 401
      ? 'UNAUTHENTICATED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 413
          ? 'FILE_TOO_LARGE'
          : 'UNKNOWN',
});

/**
 * Posts the checked file to the API's import as the signed-in member: the answer streams a line of
 * JSON per batch written (`{"progress":{"done","total"}}`) and the result last. A refused request
 * (401, 403, 413) is answered as that one result line, so both callers read one kind of answer.
 */
export async function postImportRun(bytes: Uint8Array<ArrayBuffer>, fingerprint: string): Promise<Response> {
  const token = await sessionToken();
  const url = `${commerceUrl()}/admin/catalog/import?mode=run&fingerprint=${encodeURIComponent(fingerprint)}`;
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: bytes,
      cache: 'no-store',
    });
  } catch {
    answer = new Response(null, { status: 503 });
  }
  const headers = { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' };
  if (!answer.ok || !answer.body) {
    const result = {
      ...refusedRun(answer.status),
      ...(answer.status === 503 ? { reason: 'UNAVAILABLE' } : {}),
    };
    return new Response(`${JSON.stringify({ result })}\n`, { headers });
  }
  return new Response(answer.body, { headers });
}

/** The import's result, read to its last line: what the page shows without JavaScript. */
export async function runResultOf(answer: Response): Promise<RunResult> {
  const lines = (await answer.text()).split('\n').filter(Boolean);
  for (const line of lines.reverse()) {
    const message = JSON.parse(line) as { result?: RunResult };
    if (message.result) return message.result;
  }
  return { ok: false, reason: 'UNKNOWN' };
}
