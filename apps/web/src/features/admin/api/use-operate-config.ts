import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminOperateConfig, saveOperateConfig, type BodyOf } from '@wm/contracts';
import { call } from '../../../lib/http';

const key = ['admin', 'operate-config'] as const;

/** The operating settings as they are now (the console's own read: never a cached copy). */
export const useOperateConfig = () => useQuery({ queryKey: key, queryFn: ({ signal }) => call(getAdminOperateConfig, { signal }) });

export function useSaveOperateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveOperateConfig>) => call(saveOperateConfig, { body }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
