export { STAFF_COMMAND_PATH, serveStaffCommand } from './command-http.ts';
export { runStaffCommand, type StaffCommandAnswer } from './commands.ts';
export { DEMO_OWNER_EMAIL, demoOwnerLink } from './demo-owner.ts';
export { refuseFile, SEND_METHODS, type StaffFileAccess, staffAllowedTo } from './file-access.ts';
export { STAFF_LIMITS } from './limits.ts';
export { type Credential, credentialOf, type StaffPrincipal } from './principal.ts';
export type { Permission } from './roles.ts';
export { totpSealKey } from './totp-secret.ts';
