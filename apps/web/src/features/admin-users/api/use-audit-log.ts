import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAuditLog, type AuditLogQuery } from '@wm/contracts';
import { call } from '../../../lib/http';
import { adminUsersKeys } from './admin-users-keys';

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({ queryKey: adminUsersKeys.auditLog(query), queryFn: ({ signal }) => call(listAuditLog, { query, signal }), placeholderData: keepPreviousData });
