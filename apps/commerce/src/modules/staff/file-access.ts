import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '#src/db/client.ts';
import { credentialOf, type StaffPrincipal } from './principal.ts';
import type { Permission } from './roles.ts';

/** What serving staff files needs besides the request: the database, the service's clock and its TOTP rule for owners. */
export interface StaffFileAccess {
  db: Database;
  clock: () => number;
  ownerNeedsTotp: boolean;
}

/** A refused file request's answer, as the staff API's errors read, never cached. */
export function refuseFile(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/**
 * The member a staff file request (`GET`/`HEAD`, `Authorization: Bearer` a staff session or API
 * token) comes from when they hold `permission`; else the refusal is answered and null returned:
 * another method 405, no token or a refused one 401, a member without the permission 403.
 */
export async function staffAllowedTo(
  access: StaffFileAccess,
  permission: Permission,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<StaffPrincipal | null> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    refuseFile(res, 405, 'METHOD_NOT_ALLOWED', 'Files are read with GET.');
    return null;
  }
  const credential = await credentialOf(access.db, access.clock(), req.headers.authorization, {
    ownerNeedsTotp: access.ownerNeedsTotp,
  });
  if (credential.kind !== 'staff') {
    const reason = credential.kind === 'none' ? credential.reason : 'Enter the two-factor code first.';
    refuseFile(res, 401, 'UNAUTHENTICATED', reason);
    return null;
  }
  if (!credential.staff.permissions.includes(permission)) {
    refuseFile(res, 403, 'FORBIDDEN', `This needs the permission ${permission}.`);
    return null;
  }
  return credential.staff;
}
