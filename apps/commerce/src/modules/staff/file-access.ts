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

/** How a staff file is read, and how one is sent. */
const READ_METHODS = ['GET', 'HEAD'] as const;
export const SEND_METHODS = ['POST'] as const;

/**
 * The member a staff file request (`Authorization: Bearer` a staff session or API token) comes
 * from when they hold `permission`; else the refusal is answered and null returned: another method
 * than `methods` (read: GET or HEAD) 405, no token or a refused one 401, a member without the
 * permission 403.
 */
export async function staffAllowedTo(
  access: StaffFileAccess,
  permission: Permission,
  req: IncomingMessage,
  res: ServerResponse,
  methods: readonly string[] = READ_METHODS,
): Promise<StaffPrincipal | null> {
  if (!methods.includes(req.method ?? '')) {
    res.setHeader('allow', methods.join(', '));
    refuseFile(res, 405, 'METHOD_NOT_ALLOWED', `This takes ${methods.join(' or ')}.`);
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
