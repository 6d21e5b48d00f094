import { percentDecode } from './percent-decode';

/**
 * A header value must be a byte string (no character above U+00FF), but paths, route parameters
 * and file names hold any text (`/s/пила`): values taken from an address are percent-encoded.
 */
export function encodeHeaderValue(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** The text encodeHeaderValue encoded, or null when the value is not such an encoding. */
export function decodeHeaderValue(value: string | null): string | null {
  return value === null ? null : percentDecode(value);
}

/** RFC 5987 also reserves these, which encodeURIComponent leaves as they are. */
const encodeExtValue = (value: string) =>
  encodeHeaderValue(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition value for any file name: the full name in `filename*` (RFC 6266, with
 * RFC 5987's encoding) and a plain ASCII `filename` for clients that read only that.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
