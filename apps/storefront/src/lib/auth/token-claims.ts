/**
 * The claims of the API's sign-in token (a JWT), read without checking it: the storefront only
 * learns when to refresh and which customer type to show; the API checks every token it is sent.
 */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Seconds the token has left at `nowMs`; 0 when expired or unreadable. */
export function secondsLeft(token: string, nowMs: number): number {
  const { exp } = tokenClaims(token);
  return typeof exp === 'number' ? Math.max(0, Math.floor(exp - nowMs / 1000)) : 0;
}
