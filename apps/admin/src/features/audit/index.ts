export { AuditPage, auditMetadata } from './audit-page';
