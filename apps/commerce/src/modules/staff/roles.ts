import type { StaffRole } from '#src/db/schema.ts';

/**
 * Every permission a staff operation can ask for, and the roles that hold it: the one truth the
 * API checks (scope-auth's `permission` scope) and the admin app shows.
 */
export const PERMISSION_ROLES = {
  'orders.read': ['owner', 'orders', 'support'],
  'orders.write': ['owner', 'orders'],
  'customers.read': ['owner', 'orders', 'support'],
  'customers.write': ['owner', 'orders'],
  'customers.notes': ['owner', 'orders', 'support'],
  'customers.impersonate': ['owner', 'support'],
  'customers.erase': ['owner'],
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
  'dashboard.read': ['owner', 'orders', 'catalog', 'marketing', 'support'],
  'catalog.read': ['owner', 'catalog', 'marketing', 'support'],
  'catalog.write': ['owner', 'catalog'],
  'marketing.write': ['owner', 'marketing'],
  'rentals.read': ['owner', 'orders', 'support'],
  'rentals.write': ['owner', 'orders'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSION_ROLES;

export const PERMISSIONS = Object.keys(PERMISSION_ROLES) as Permission[];

/** The permissions a role holds, in PERMISSIONS' order. */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSIONS.filter((permission) =>
    (PERMISSION_ROLES[permission] as readonly StaffRole[]).includes(role),
  );
}
