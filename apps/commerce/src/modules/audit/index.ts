export { type AuditActor, type AuditEntry, recordAudit } from './record.ts';
