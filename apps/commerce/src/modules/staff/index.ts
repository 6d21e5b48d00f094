export { type Credential, credentialOf, type StaffPrincipal } from './principal.ts';
export type { Permission } from './roles.ts';
