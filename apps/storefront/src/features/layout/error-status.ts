/** A digest of `errorDigest` (lib/graphql/errors.ts): `shop-error;{status};{error}`. */
const DIGEST = /^shop-error;(\d{3});(.*)$/s;

/**
 * The status an error page shows: the HTTP status an error carries (the GraphQL client's
 * ServerError has `statusCode`), or the one its digest names (Next hands errors of server rendering
 * to the error page with their digest alone), else 500.
 */
export function errorStatus(error: unknown): number {
  const fields = (error ?? {}) as { statusCode?: unknown; status?: unknown; digest?: unknown };
  const digest = typeof fields.digest === 'string' ? DIGEST.exec(fields.digest) : null;
  const status = fields.statusCode ?? fields.status ?? (digest ? Number(digest[1]) : undefined);
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/** The error an error page names: the one its digest names, or the message of one with a status. */
export function errorText(error: unknown): string {
  const fields = (error ?? {}) as { message?: unknown; digest?: unknown; statusCode?: unknown };
  const digest = typeof fields.digest === 'string' ? DIGEST.exec(fields.digest) : null;
  if (digest) return digest[2] ?? '';
  return fields.statusCode !== undefined && typeof fields.message === 'string' ? fields.message : '';
}
