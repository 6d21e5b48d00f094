import type { Permission } from '#src/modules/staff/index.ts';

/**
 * Who a row of the permission matrix lets through: the members whose role holds a permission;
 * `member`: every signed-in member; `anyone`: no session needed (sign-in itself); `nobody`: none
 * of the matrix's callers (verifyTotp needs a session that awaits its code).
 */
export type Allowed = Permission | 'member' | 'anyone' | 'nobody';

/** One operation of the staff schema, sent as its desk's client sends it. */
export interface PermissionRow {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Allowed;
  /** The operation ends the caller's session (sign out): each caller signs in anew for it. */
  endsSession?: boolean;
}
