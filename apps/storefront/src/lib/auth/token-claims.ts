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

/**
 * Whether the token is due for a refresh at `nowMs`: the reference refreshes it 900 x maxAge ms
 * after it was issued (`refreshFactor`), so in the last tenth of its life. A second of slack lets a
 * timer set for that moment find it due. A token without `iat` is due only once expired.
 */
export function refreshDue(token: string, nowMs: number, refreshFactor: number): boolean {
  const { iat, exp } = tokenClaims(token);
  if (typeof iat !== 'number' || typeof exp !== 'number') return secondsLeft(token, nowMs) === 0;
  const dueAt = iat + ((exp - iat) * refreshFactor) / 1000;
  return nowMs / 1000 + 1 >= dueAt;
}
