import { createHash, randomBytes } from 'node:crypto';

/**
 * The kinds of secret a member holds, told apart by prefix: a session (the admin app's cookie),
 * a personal API token (scripts) and a one-time set-password link. The API keeps only SHA-256s.
 */
export const TOKEN_PREFIXES = { session: 'sst_', apiToken: 'spt_', passwordLink: 'spl_' } as const;

export type TokenKind = keyof typeof TOKEN_PREFIXES;

/** A new secret of `kind`: its prefix and 256 random bits. */
export function mintToken(kind: TokenKind): string {
  return `${TOKEN_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
}

/** What the database keeps of a token: enough to find it, nothing to use it with. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The kind a presented token claims by its prefix, or undefined for anything else. */
export function kindOfToken(token: string): TokenKind | undefined {
  const kinds = Object.keys(TOKEN_PREFIXES) as TokenKind[];
  return kinds.find((kind) => token.startsWith(TOKEN_PREFIXES[kind]) && token.length < 100);
}
