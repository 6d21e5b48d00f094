import type { IncomingMessage } from 'node:http';

/** A JSON request body, or why it was not read: too large, not JSON, or not sent as JSON. */
export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'too-large' | 'malformed' | 'media-type' };

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Reads a JSON body of at most `limit` bytes for a route outside GraphQL. A larger Content-Length
 * is refused unread, and reading stops as soon as more than `limit` bytes have arrived; the caller
 * answers with `connection: close` so that the rest is never read.
 */
export function readJsonBody(req: IncomingMessage, limit: number): Promise<JsonBody> {
  if (!isJson(req.headers['content-type'])) return Promise.resolve({ ok: false, problem: 'media-type' });
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    return Promise.resolve({ ok: false, problem: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: JsonBody) => {
      req.off('data', onData);
      resolve(body);
    };
    // Not `for await`: leaving that loop early destroys the socket, and the refusal with it.
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      finish({ ok: false, problem: 'too-large' });
    };
    req.on('data', onData);
    req.once('error', () => finish({ ok: false, problem: 'malformed' }));
    req.once('end', () => {
      try {
        finish({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        finish({ ok: false, problem: 'malformed' });
      }
    });
  });
}
