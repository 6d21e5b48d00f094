import 'server-only';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The checked file travels with the run's form, so that the run posts exactly what the dry run read
 * and no server keeps it in between (the back office may run on several instances). A catalog file
 * packs to a fifth of its size or less; the API checks the file again as it runs, and refuses a
 * plan other than the dry run's fingerprint, so nothing is trusted to the form.
 */
export const packFile = (bytes: Uint8Array) => gzipSync(bytes).toString('base64');

/** The file again, or null for what no dry run made (at most `max` bytes unpacked). */
export function unpackFile(token: unknown, max: number): Uint8Array<ArrayBuffer> | null {
  if (typeof token !== 'string' || token === '' || token.length > max * 2) return null;
  try {
    return new Uint8Array(gunzipSync(Buffer.from(token, 'base64'), { maxOutputLength: max }));
  } catch {
    return null;
  }
}
