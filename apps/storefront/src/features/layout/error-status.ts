/**
 * The status an error page shows: the HTTP status an error carries (the GraphQL client's
 * ServerError has `statusCode`), else 500. Next hands errors of server rendering to the error page
 * without their fields, so those show 500.
 */
export function errorStatus(error: unknown): number {
  const fields = (error ?? {}) as { statusCode?: unknown; status?: unknown };
  const status = fields.statusCode ?? fields.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}
