import type { AdminUserQuery, AuditLogQuery } from '@wm/contracts';

export const adminUsersKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUserQuery) => ['admin-users', 'list', query] as const,
  detail: (userId: number) => ['admin-users', 'detail', userId] as const,
  managers: ['admin-users', 'managers'] as const,
  auditLog: (query: AuditLogQuery) => ['admin-audit-log', query] as const,
  dashboard: ['admin-dashboard'] as const,
};
