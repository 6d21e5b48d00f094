export { type AuditActor, COMMAND_LINE_ACTOR, recordAudit } from './record.ts';
