import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignManager,
  disableUser,
  enableUser,
  getAdminUser,
  listAdminUsers,
  listManagers,
  resetUserLockouts,
  type AdminUserDetail,
  type AdminUserQuery,
} from '@wm/contracts';
import { call } from '../../../lib/http';
import { adminUsersKeys } from './admin-users-keys';

export const useAdminUsers = (query: AdminUserQuery) =>
  useQuery({ queryKey: adminUsersKeys.list(query), queryFn: ({ signal }) => call(listAdminUsers, { query, signal }), placeholderData: keepPreviousData });

export const useAdminUser = (userId: number | null) =>
  useQuery({ queryKey: adminUsersKeys.detail(userId ?? 0), queryFn: ({ signal }) => call(getAdminUser, { params: { userId: userId! }, signal }), enabled: userId !== null });

export const useManagers = (enabled: boolean) => useQuery({ queryKey: adminUsersKeys.managers, queryFn: ({ signal }) => call(listManagers, { signal }), enabled, staleTime: 60_000 });

export type UserChange = { action: 'disable'; reason: string } | { action: 'enable' } | { action: 'resetLockouts' } | { action: 'assignManager'; managerUserId: number };

/** Every change answers the account as it now is: the drawer shows it at once, the list is refetched. */
export function useChangeUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange): Promise<AdminUserDetail> => {
      const params = { userId };
      switch (change.action) {
        case 'disable':
          return call(disableUser, { params, body: { reason: change.reason } });
        case 'enable':
          return call(enableUser, { params });
        case 'resetLockouts':
          return call(resetUserLockouts, { params });
        case 'assignManager':
          return call(assignManager, { params, body: { managerUserId: change.managerUserId } });
      }
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(adminUsersKeys.detail(userId), detail);
      void queryClient.invalidateQueries({ queryKey: ['admin-users', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-audit-log'] });
    },
  });
}
