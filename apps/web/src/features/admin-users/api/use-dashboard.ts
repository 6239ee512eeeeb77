import { useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '@wm/contracts';
import dayjs from 'dayjs';
import { call } from '../../../lib/http';
import { adminUsersKeys } from './admin-users-keys';

/** The console's home: today is the operator's own day (from their midnight). */
export const useAdminDashboard = () =>
  useQuery({
    queryKey: adminUsersKeys.dashboard,
    queryFn: ({ signal }) => call(getAdminDashboard, { query: { since: dayjs().startOf('day').toISOString() }, signal }),
    refetchInterval: 60_000,
  });
