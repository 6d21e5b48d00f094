/**
 * A header value must be a byte string (no character above U+00FF), but file names hold any text:
 * RFC 5987 percent-encodes them, and also reserves these, which encodeURIComponent leaves as they are.
 */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value.toWellFormed()).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A Content-Disposition value for any file name: the full name in `filename*` (RFC 6266, with
 * RFC 5987's encoding) and a plain ASCII `filename` for clients that read only that.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
