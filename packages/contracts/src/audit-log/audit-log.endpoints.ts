import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { AuditLogEntry, AuditLogQuery } from './audit-log.schema';

export const listAuditLog = endpoint({
  method: 'GET', path: '/api/v2/admin/audit-log', access: 'operator', tags: ['admin'],
  summary: 'Who did what and when in the console: every successful change an operator endpoint made, newest first', query: AuditLogQuery, response: page(AuditLogEntry),
});
