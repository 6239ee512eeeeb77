import { assignManager, disableUser, enableUser, getAdminDashboard, getAdminUser, listAdminUsers, listAuditLog, listManagers, resetUserLockouts } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { AuditLogService } from '../audit-log/audit-log.service';
import type { AdminUsersService } from './admin-users.service';

export function adminUsersRoutes(app: FastifyInstance, users: AdminUsersService, auditLog: AuditLogService) {
  route(app, getAdminDashboard, ({ lang, query }) => users.dashboard(lang, query.since));
  route(app, listAdminUsers, ({ query }) => users.search(query));
  route(app, getAdminUser, ({ params }) => users.detail(params.userId));
  // The reason for disabling is in the body, and so in the call's audit log entry.
  route(app, disableUser, ({ lang, params }) => users.setStatus(lang, params.userId, 'disable'));
  route(app, enableUser, ({ lang, params }) => users.setStatus(lang, params.userId, 'enable'));
  route(app, resetUserLockouts, ({ params }) => users.resetLockouts(params.userId));
  route(app, listManagers, () => users.managers());
  route(app, assignManager, ({ params, body }) => users.assignManager(params.userId, body.managerUserId));
  route(app, listAuditLog, ({ query }) => auditLog.page(query));
}
