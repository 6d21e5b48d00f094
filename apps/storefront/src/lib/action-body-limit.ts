/**
 * The largest body a server action (a form post) may have: a contact form's image of up to 2 MB,
 * which the API judges, and its fields. Next stops reading a larger body but answers it with a 500,
 * so the proxy refuses one whose Content-Length says so first (`tooLargeForAction`).
 */
export const ACTION_BODY_LIMIT_BYTES = 2.5 * 1024 * 1024;

/** Whether a post's declared Content-Length is over the limit (a body without one Next limits itself). */
export function tooLargeForAction(method: string, contentLength: string | null): boolean {
  return method === 'POST' && contentLength !== null && Number(contentLength) > ACTION_BODY_LIMIT_BYTES;
}
